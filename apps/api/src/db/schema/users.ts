import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    bio: text('bio'),
    links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    phone: text('phone'),
    company: text('company'),
    location: text('location'),
    /** Null for accounts created through Google sign-in only. */
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    googleSub: text('google_sub'),
    /** In every access token; raising it (password reset) ends every token issued before. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_handle_key').on(t.handle),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_phone_idx').on(t.phone),
  ],
);
