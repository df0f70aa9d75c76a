import { formatDate } from '@app/i18n';
import type { TProfile } from '@app/sdk';
import { Badge, Button, initials, Spinner } from '@app/ui';
import { BadgeCheck, CircleAlert, ExternalLink, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isWebLink } from './profile-error';
import './profile.css';

export interface ProfileViewProps {
  /** The last profile loaded; kept on screen when a refresh fails. */
  profile: TProfile | undefined;
  isLoading: boolean;
  isRefreshing: boolean;
  /** The failure text to show, or null. */
  error: string | null;
  /** Loads the profile again ('Refresh Profile' and 'Try Again'). */
  onRefresh: () => void;
  /** Shown below the profile card (the devices). */
  children?: ReactNode;
}

/** /profile: the signed-in user's profile, read-only (spec part 1, "/profile"). */
export function ProfileView({ profile, isLoading, isRefreshing, error, onRefresh, children }: ProfileViewProps) {
  const { t } = useTranslation('profile');
  return (
    <div className="ab-profile">
      <header className="ab-profile__header">
        <h1 className="ab-profile__title">{t('title')}</h1>
        {profile && (
          <Button
            variant="secondary"
            leftIcon={<RefreshCw aria-hidden size={16} />}
            loading={isRefreshing}
            loadingLabel={t('refreshing')}
            onClick={onRefresh}
          >
            {t('refresh')}
          </Button>
        )}
      </header>

      {error && (
        <div className="ab-profile__error" role="alert">
          <CircleAlert aria-hidden size={20} />
          <p>{error}</p>
          <Button variant="secondary" size="sm" onClick={onRefresh} loading={isRefreshing}>
            {t('retry')}
          </Button>
        </div>
      )}

      {isLoading && !profile && <Spinner size="lg" label={t('loading')} />}

      {profile && <ProfileDetails profile={profile} />}
      {children}
    </div>
  );
}

function ProfileDetails({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation('profile');
  const bio = profile.bio?.trim();
  const memberSince = formatDate(profile.created_at, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section className="ab-profile__card" aria-labelledby="ab-profile-name">
      <div className="ab-profile__identity">
        <span className="ab-profile__avatar" aria-hidden="true">
          {initials(profile.name)}
        </span>
        <div className="ab-profile__who">
          <div className="ab-profile__name-row">
            <h2 id="ab-profile-name" className="ab-profile__name">
              {profile.name}
            </h2>
            {profile.is_verified ? (
              <Badge tone="success">
                <BadgeCheck aria-hidden size={14} />
                {t('verified')}
              </Badge>
            ) : (
              <Badge tone="warning">{t('notVerified')}</Badge>
            )}
          </div>
          <p className="ab-profile__handle">{t('handle', { handle: profile.handle })}</p>
        </div>
      </div>

      {bio && (
        <div className="ab-profile__bio">
          <h3 className="ab-profile__label">{t('bio')}</h3>
          <p>{bio}</p>
        </div>
      )}

      <dl className="ab-profile__facts">
        <div>
          <dt>{t('email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('userId')}</dt>
          <dd className="ab-profile__mono">{profile.id}</dd>
        </div>
        <div>
          <dt>{t('memberSince')}</dt>
          <dd>{memberSince}</dd>
        </div>
      </dl>

      {profile.links.length > 0 && (
        <div className="ab-profile__links">
          <h3 className="ab-profile__label">{t('links')}</h3>
          <ul>
            {profile.links.map((url) => (
              <li key={url}>
                {isWebLink(url) ? (
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                    <ExternalLink aria-hidden size={14} />
                    <span className="ui-sr-only"> {t('common:a11y.opensInNewTab')}</span>
                  </a>
                ) : (
                  <span>{url}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
