import { authContract, paymentsContract, subscriptionsContract } from '@app/sdk';
import { sdk } from '@app/shell';
import { queryOptions } from '@tanstack/react-query';

/** The query key of GET /users/me/profile (the profile page and the payment form share the entry). */
export const PROFILE_QUERY_KEY = ['users', 'me', 'profile'] as const;

export const profileQuery = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => sdk.call(authContract.profile, { signal }) });

/** The query key of GET /auth/devices (the profile's device list). */
export const DEVICES_QUERY_KEY = ['auth', 'devices'] as const;

export const devicesQuery = () =>
  queryOptions({ queryKey: DEVICES_QUERY_KEY, queryFn: ({ signal }) => sdk.call(authContract.devices, { signal }) });

/** Everything a payment changes: plan, payments list, usage. Invalidated together after paying. */
export const BILLING_QUERY_ROOT = ['billing'] as const;

export const plansQuery = () =>
  queryOptions({ queryKey: [...BILLING_QUERY_ROOT, 'plans'], queryFn: ({ signal }) => sdk.call(subscriptionsContract.plans, { signal }) });

export const currentSubscriptionQuery = () =>
  queryOptions({ queryKey: [...BILLING_QUERY_ROOT, 'current'], queryFn: ({ signal }) => sdk.call(subscriptionsContract.current, { signal }) });

export const paymentsQuery = () =>
  queryOptions({ queryKey: [...BILLING_QUERY_ROOT, 'payments'], queryFn: ({ signal }) => sdk.call(paymentsContract.list, { signal }) });
