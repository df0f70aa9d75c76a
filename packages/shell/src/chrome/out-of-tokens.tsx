import type { Client, TInsufficientTokensBody } from '@app/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '@app/ui';
import { sdk } from '../sdk';
import { buyTokensHref, INSUFFICIENT_TOKENS_TOAST_ID } from '../navigation/buy-tokens';

// The dialog (Radix) loads the first time it opens: most pages never need it.
const OutOfTokensDialog = lazy(() => import('@app/ui/out-of-tokens-dialog').then((m) => ({ default: m.OutOfTokensDialog })));

/**
 * Opens the out-of-tokens dialog whenever any call of this page's SDK client answers 402 (the
 * client emits `insufficient-tokens` with the body): mount once in an app that meters work.
 */
export function OutOfTokens({ client = sdk }: { client?: Pick<Client, 'on'> }) {
  const [detail, setDetail] = useState<(TInsufficientTokensBody['detail'] & { returnTo: string }) | null>(null);
  useEffect(
    () =>
      client.on('insufficient-tokens', (body) => {
        // The dialog says it all: the shell's 402 toast (shown first) would repeat it.
        toast.dismiss(INSUFFICIENT_TOKENS_TOAST_ID);
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
