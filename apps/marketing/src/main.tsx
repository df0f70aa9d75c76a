import '@app/ui/styles.css';
import '@app/i18n/fonts.css';
import './styles/site.css';
import './styles/blocks.css';
import { AppProviders } from '@app/shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders namespaces={['site', 'news', 'auth']}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
