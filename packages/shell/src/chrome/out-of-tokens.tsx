import type { Client, TInsufficientTokensBody } from '@app/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { sdk } from '../sdk';

// The dialog (Radix) loads the first time it opens: most pages never need it.
const OutOfTokensDialog = lazy(() => import('@app/ui/out-of-tokens-dialog').then((m) => ({ default: m.OutOfTokensDialog })));

/** The payment page and its return parameter (owned by account-billing; a full page load). */
export const BUY_TOKENS_PATH = '/payment';
export const PAYMENT_RETURN_PARAM = 'return';

/** `/payment?return=<path>`: after paying, the payment page brings the user back to `path`. */
export const buyTokensHref = (returnTo: string): string =>
  `${BUY_TOKENS_PATH}?${new URLSearchParams({ [PAYMENT_RETURN_PARAM]: returnTo }).toString()}`;

/**
 * Opens the out-of-tokens dialog whenever any call of this page's SDK client answers 402 (the
 * client emits `insufficient-tokens` with the body): mount once in an app that meters work.
 */
export function OutOfTokens({ client = sdk }: { client?: Pick<Client, 'on'> }) {
  const [detail, setDetail] = useState<(TInsufficientTokensBody['detail'] & { returnTo: string }) | null>(null);
  useEffect(
    () =>
      client.on('insufficient-tokens', (body) => {
        const { pathname, search, hash } = window.location;
        setDetail({ ...body.detail, returnTo: `${pathname}${search}${hash}` });
      }),
    [client],
  );
  if (!detail) return null;
  return (
    <Suspense fallback={null}>
      <OutOfTokensDialog
        open
        onOpenChange={(open) => !open && setDetail(null)}
        required={detail.required}
        available={detail.available}
        buyHref={buyTokensHref(detail.returnTo)}
      />
    </Suspense>
  );
}
