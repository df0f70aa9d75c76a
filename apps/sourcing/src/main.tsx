import '@app/ui/styles.css';
import '@app/i18n/fonts.css';
import { AppProviders } from '@app/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders namespaces={['home', 'sourcing', 'vendors', 'quotes']}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}
