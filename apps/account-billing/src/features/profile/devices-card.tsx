import { formatDate } from '@app/i18n';
import type { TKnownDevice } from '@app/sdk';
import { Badge, Button, Spinner } from '@app/ui';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface DevicesCardProps {
  /** The account's known devices, most recently used first; undefined until loaded. */
  devices: TKnownDevice[] | undefined;
  isLoading: boolean;
  /** The failure text of loading the list, or null. */
  error: string | null;
  signingOut: boolean;
  /** Ends every other session and forgets every other device. */
  onSignOutOthers: () => void;
}

/** /profile "Devices": where the account is signed in, and "Sign out other devices". */
export function DevicesCard({ devices, isLoading, error, signingOut, onSignOutOthers }: DevicesCardProps) {
  const { t, i18n } = useTranslation('profile');
  const when = (iso: string) => formatDate(iso, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });
  const others = devices?.filter((device) => !device.current).length ?? 0;
  return (
    <section className="ab-profile__card" aria-labelledby="ab-profile-devices">
      <div className="ab-profile__header">
        <h2 id="ab-profile-devices" className="ab-profile__section-title">
          {t('devices.title')}
        </h2>
        {others > 0 && (
          <Button
            variant="secondary"
            size="sm"
            leftIcon={<LogOut aria-hidden size={16} />}
            loading={signingOut}
            loadingLabel={t('devices.signingOut')}
            onClick={onSignOutOthers}
          >
            {t('devices.signOutOthers')}
          </Button>
        )}
      </div>
      <p className="ab-profile__hint">{t('devices.hint')}</p>
      {error && (
        <p className="ab-profile__devices-error" role="alert">
          {error}
        </p>
      )}
      {isLoading && !devices && <Spinner label={t('devices.loading')} />}
      {devices && devices.length === 0 && <p>{t('devices.none')}</p>}
      {devices && devices.length > 0 && (
        <ul className="ab-profile__devices">
          {devices.map((device) => (
            <li key={device.id} className="ab-profile__device">
              <MonitorSmartphone aria-hidden size={20} />
              <div>
                <p className="ab-profile__device-label">
                  {device.label} {device.current && <Badge tone="success">{t('devices.current')}</Badge>}
                </p>
                <p className="ab-profile__device-dates">
                  {t('devices.dates', { lastUsed: when(device.last_used_at), firstUsed: when(device.created_at) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
