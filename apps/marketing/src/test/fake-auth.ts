import type { AuthActions } from '@app/shell';
import { ApiError, type TErrorCode, type TUser } from '@app/sdk';
import { vi } from 'vitest';

export const user: TUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Asha Patel',
  email: 'asha@example.com',
  handle: 'asha',
  bio: null,
  is_verified: true,
  is_admin: false,
  created_at: '2025-01-01T00:00:00Z',
  links: [],
};

/** Account actions that succeed unless a test makes one reject (`mockRejectedValueOnce`). */
export function fakeAuth() {
  return {
    login: vi.fn<AuthActions['login']>(async () => user),
    register: vi.fn<AuthActions['register']>(async (input) => ({ email: input.email })),
    verifyEmail: vi.fn<AuthActions['verifyEmail']>(async () => user),
    resendCode: vi.fn<AuthActions['resendCode']>(async () => undefined),
    forgotPassword: vi.fn<AuthActions['forgotPassword']>(async () => undefined),
    resetPassword: vi.fn<AuthActions['resetPassword']>(async () => undefined),
    logout: vi.fn<AuthActions['logout']>(async () => undefined),
    // Google sign-in is off unless a test enables it (as on a server without GOOGLE_CLIENT_ID).
    oauthProviders: vi.fn<AuthActions['oauthProviders']>(async () => []),
    googleSignIn: vi.fn<AuthActions['googleSignIn']>(async () => user),
  } satisfies AuthActions;
}

/** The error the SDK rejects with for an HTTP answer carrying `{message}`. */
/** A failed call as the server answers it; `code` defaults to the status's. */
export function apiError(status: number, message: string, code?: TErrorCode, retryAfter?: number): ApiError {
  return new ApiError({ status, message, body: { message, code, retry_after: retryAfter, request_id: 'test' } });
}
