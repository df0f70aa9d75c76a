import type { TKnownDevicesResponse, TSignOutOtherDevicesResponse } from '@app/sdk/contracts';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import { type AuthContext, refreshDeps } from './context.js';
import { deviceOfUser, forgetDevices, listDevices } from './known-devices.js';
import { familyOf, revokeAllForUser } from './refresh-tokens.js';

/** The user's known devices for the profile; `deviceToken` (the caller's cookie) marks the current one. */
export async function devicesOf(ctx: AuthContext, userId: string, deviceToken: string | undefined): Promise<TKnownDevicesResponse> {
  const current = await deviceOfUser(ctx, deviceToken, userId);
  const rows = await listDevices(ctx, userId);
  return {
    devices: rows.map((row) => ({
      id: row.id,
      label: row.label,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      current: row.id === current?.id,
    })),
  };
}

/**
 * "Sign out other devices": every session but the caller's (the family of `refreshToken`) ends,
 * every access token stops working at once (the caller renews its own with its refresh token),
 * and every known device but the caller's is forgotten, so its password tries wait again.
 */
export async function signOutOtherDevices(
  ctx: AuthContext,
  userId: string,
  client: { deviceToken?: string; refreshToken?: string },
): Promise<TSignOutOtherDevicesResponse> {
  const keepFamily = await familyOf(refreshDeps(ctx), userId, client.refreshToken);
  const keepDevice = await deviceOfUser(ctx, client.deviceToken, userId);
  const signedOut = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: ctx.clock.now() })
      .where(eq(users.id, userId));
    await revokeAllForUser({ db: tx, clock: ctx.clock }, userId, keepFamily);
    return forgetDevices(tx, userId, keepDevice?.id);
  });
  ctx.accounts.forget(userId);
  return { message: 'Signed out of every other device', signed_out: signedOut };
}
