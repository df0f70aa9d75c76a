import type { TPaymentVerifyResponse } from '@app/sdk';
import { fullNavigate, isSameApp, safeNextPath } from '@app/shell';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BILLING_QUERY_ROOT } from '../../lib/queries';
import { USAGE_QUERY_ROOT } from '../usage/usage-queries';

/** Spec section 9: the post-payment redirect delay. */
export const POST_PAYMENT_REDIRECT_MS = 2_000;
/** Spec section 4: where a user goes after paying, unless `?return=` names the page they came from. */
export const DEFAULT_AFTER_PAYMENT = '/profile';
export const RETURN_PARAM = 'return';

/** Where to go after paying: the same-origin `?return=` path, else /profile. */
export const afterPaymentPath = (search: URLSearchParams): string => safeNextPath(search.get(RETURN_PARAM)) ?? DEFAULT_AFTER_PAYMENT;

/**
 * After a verified payment: refresh plan, payments and usage, then (if `redirectTo` is given)
 * go there 2 s later — a router navigation inside this app, a page load into another app.
 */
export function useAfterPayment(redirectTo?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (_result: TPaymentVerifyResponse) => {
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_ROOT });
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_ROOT });
      if (!redirectTo) return;
      timer.current = setTimeout(() => {
        if (isSameApp(redirectTo, window.location.pathname)) void navigate(redirectTo);
        else fullNavigate(redirectTo);
      }, POST_PAYMENT_REDIRECT_MS);
    },
    [queryClient, navigate, redirectTo],
  );
}
