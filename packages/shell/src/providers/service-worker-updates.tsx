import { toast } from '@app/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker } from './service-worker';

/** Registers the service worker and, when a new version is waiting, offers a reload in a toast. */
export function ServiceWorkerUpdates() {
  const { t } = useTranslation('shell');
  // Registered once per page; the toast reads the current language when it appears.
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    registerServiceWorker((apply) => {
      // A fixed id and no timeout: one toast however many checks found the update.
      toast(translate.current('update.available'), {
        id: 'app-update',
        duration: Number.POSITIVE_INFINITY,
        action: { label: translate.current('update.reload'), onClick: apply },
      });
    });
  }, []);
  return null;
}
