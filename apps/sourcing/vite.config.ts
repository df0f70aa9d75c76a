import { defineAppConfig } from '@app/shell/vite-config';
import { APP_NAMESPACES } from './src/namespaces';

// /home, the page every sign-in lands on: the signed-in layout and the home screen load at once.
export default defineAppConfig('sourcing', 5175, {
  firstScreen: { routes: ['src/routes/signed-in.tsx', 'src/routes/home.tsx'], namespaces: APP_NAMESPACES },
});
