import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One-time 6-digit codes (e-mail verification, password reset); only a hash is stored. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries from anyone but the requester (the code dies for them after LIMITS.codeTries). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * A keyed hash of the address that asked for the code (sign-up, resend, forgot password): its
     * own wrong tries are counted apart, so someone else's guesses never kill the owner's code.
     */
    requester: text('requester'),
    requesterAttempts: integer('requester_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * Failed attempts (wrong password, wrong code) per subject, for throttling. `subject` is e.g.
 * `ip:1.2.3.4`, `login:<user id>`, `code:<user id>:verify_email`.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_subject_idx').on(t.subject, t.createdAt)],
);

/**
 * Refresh tokens, rotated on every use. Tokens of one sign-in share a family; presenting a
 * rotated token after the grace period revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The successor issued when this token was rotated (returned again within the grace period). */
    replacedById: uuid('replaced_by_id'),
    /** The successor's raw token, encrypted, kept only during the grace period. */
    replacedBySecret: text('replaced_by_secret'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Devices (browsers) that signed in to an account: each holds its own random token in the
 * `known_device` cookie, stored here only as a keyed hash. A known device's password tries skip
 * the e-mail's wrong-password delay. Listed on the profile; a password reset or "sign out other
 * devices" deletes them.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Browser and system, read from the user agent when the device first signed in ("Chrome on Windows"). */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId, t.lastUsedAt)],
);

/** Server-wide values generated once and kept across restarts (e.g. the token secret when JWT_SECRET is unset). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
