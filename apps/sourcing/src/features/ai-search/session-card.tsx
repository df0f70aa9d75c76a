import { formatRelativeTime } from '@app/i18n';
import { SEARCH_SESSION_STATUS_LABELS, type TSearchSession, type TSearchSessionStatus } from '@app/sdk';
import { Badge, type BadgeTone, Card } from '@app/ui';
import { Clock, Loader2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { sessionDuration } from './session-duration';

/** The spec's colours: pending grey, discovering blue (spinning), completed green, failed red. */
const STATUS_TONES: Record<TSearchSessionStatus, BadgeTone> = {
  pending: 'neutral',
  discovering: 'info',
  completed: 'success',
  failed: 'danger',
};

export function SessionStatusBadge({ status }: { status: TSearchSessionStatus }) {
  const { t } = useTranslation('vendors');
  const label = t(`sessions.status.${status}`, { defaultValue: SEARCH_SESSION_STATUS_LABELS[status] });
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {status === 'discovering' && <Loader2 className="sr-session__spin" aria-hidden size={12} />} {label}
    </Badge>
  );
}

/** One discovery session of the history; cards have no action (spec). */
export function SessionCard({ session, now }: { session: TSearchSession; now: Date }) {
  const { t, i18n } = useTranslation('vendors');
  const duration = sessionDuration(session);
  const categories = session.materials_searched.map((c) => t(`sourcing:categories.${c}`, { defaultValue: c })).join(', ');
  return (
    <Card as="article" title={session.session_name} actions={<SessionStatusBadge status={session.status} />} className="sr-session">
      <p className="sr-session__meta">
        <time dateTime={session.created_at}>{formatRelativeTime(session.created_at, i18n.language, now)}</time>
      </p>
      <p className="sr-session__meta">
        <MapPin aria-hidden size={14} /> {t('sessions.area', { radius: session.search_radius_km, place: session.location })}
      </p>
      <p className="sr-session__meta">
        <span className="sr-session__label">{t('sessions.materialsSearched')}:</span> {categories}
      </p>
      <dl className="sr-session__counts">
        <div>
          <dt>{t('sessions.total')}</dt>
          <dd>{session.total_vendors_found}</dd>
        </div>
        <div>
          <dt>{t('sessions.new')}</dt>
          <dd>{session.new_vendors_found}</dd>
        </div>
        <div>
          <dt>
            <Clock aria-hidden size={14} />
          </dt>
          <dd className="sr-session__duration">{duration ? t('sessions.duration', duration) : t('sessions.inProgress')}</dd>
        </div>
      </dl>
    </Card>
  );
}
