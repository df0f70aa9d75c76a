import '@app/ui/styles.css';
import '@app/i18n/fonts.css';
import { AppProviders } from '@app/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { APP_NAMESPACES } from './namespaces';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders namespaces={APP_NAMESPACES}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}
