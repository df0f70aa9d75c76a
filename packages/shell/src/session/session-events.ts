import type { Client } from '@app/sdk';
import { toast } from '@app/ui';
import { getI18n } from 'react-i18next';
import { buyTokensHref, INSUFFICIENT_TOKENS_TOAST_ID } from '../navigation/buy-tokens';
import { fullNavigate } from '../navigation/navigate';
import { isPublicPath } from '../navigation/public-paths';
import { sdk } from '../sdk';
import { isRestoringSession } from './restore';
import { setSignedOut, shellStore } from './session-atoms';

/**
 * Reacts to the SDK's global events; returns the unsubscribe function.
 * - `session-expired` (no refresh possible): clear the session and go to / unless on a public
 *   page (spec part 1, section 2). During the restore on load it only means "not signed in",
 *   which the restore and RequireAuth handle (RequireAuth remembers the page to come back to).
 * - `insufficient-tokens` (HTTP 402): a toast with Buy Tokens → /payment and back here (an app
 *   that mounts `OutOfTokens` replaces it with the dialog).
 */

export function subscribeSessionEvents(client: Client = sdk, store = shellStore): () => void {
  const offExpired = client.on('session-expired', () => {
    if (isRestoringSession()) return;
    if (!isPublicPath(window.location.pathname)) fullNavigate('/');
    setSignedOut(store);
  });
  const offTokens = client.on('insufficient-tokens', () => {
    const i18n = getI18n();
    const t = i18n ? i18n.t.bind(i18n) : (key: string) => key;
    toast.error(t('errors:insufficientTokens.title'), {
      id: INSUFFICIENT_TOKENS_TOAST_ID,
      description: t('errors:insufficientTokens.description'),
      action: { label: t('errors:insufficientTokens.buyTokens'), onClick: () => fullNavigate(buyTokensHref(`${window.location.pathname}${window.location.search}`)) },
    });
  });
  return () => {
    offExpired();
    offTokens();
  };
}
