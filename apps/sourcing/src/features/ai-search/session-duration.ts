import type { TSearchSession } from '@app/sdk';

/**
 * Minutes and seconds a finished session took (from its start, else its creation, to its end),
 * or null while it has not finished. A failed session that ended shows its duration too:
 * 'In progress...' would be untrue for it.
 */
export function sessionDuration(session: Pick<TSearchSession, 'created_at' | 'started_at' | 'completed_at' | 'status'>): { minutes: number; seconds: number } | null {
  if (!session.completed_at || session.status === 'pending' || session.status === 'discovering') return null;
  const start = Date.parse(session.started_at ?? session.created_at);
  const total = Math.max(0, Math.round((Date.parse(session.completed_at) - start) / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
