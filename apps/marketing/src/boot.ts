// The page's first script: global styles, the service worker, and the React app — on the first
// sign of intent on every public page but /feed, or at once (boot/boot-page.ts). No React or i18next here.
import '@app/ui/styles.css';
import '@app/i18n/fonts.css';
import './styles/site.css';
import './styles/blocks.css';
import { registerServiceWorker } from '@app/shell/boot';
import { bootPage } from './boot/boot-page';

// From the first load, whatever the visitor does: installability needs the worker. Update offers
// come from the app (the shell's ServiceWorkerUpdates registers again and shows the toast).
registerServiceWorker(() => undefined);

const root = document.getElementById('root');
if (root) bootPage(root, () => import('./start-app'));
