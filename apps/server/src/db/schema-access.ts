/** Who may sign in and what they did: users, their tokens, the history of admin writes and the shared rate limits. */
import { HISTORY_ACTIONS, PASSWORD_LINK_PURPOSES, USER_ROLES } from '@nprm/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { resellers } from './schema.js';
import { deletedAt, lockVersion, timestamps } from './schema-columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    password_hash: text('password_hash').notNull(),
    /** docs/api.md, "Users and roles": a reseller user is bound to exactly one reseller, an administrator to none. */
    role: text('role', { enum: USER_ROLES }).notNull().default('administrator'),
    reseller_id: integer('reseller_id').references(() => resellers.id),
    /** When the account was disabled; a disabled user cannot sign in and its tokens stop working. */
    deleted_at: deletedAt,
    ...timestamps,
    lock_version: lockVersion(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check(
      'users_role_reseller',
      sql`(${t.role} IN ('administrator', 'engineer') AND ${t.reseller_id} IS NULL) OR (${t.role} = 'reseller_user' AND ${t.reseller_id} IS NOT NULL)`,
    ),
  ],
);

/**
 * Every admin write (docs/api.md, "History"): who, when, which record, and each changed field's value before and
 * after. Written in the write's own transaction; a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const history = pgTable(
  'history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id').references(() => users.id),
    user_email: text('user_email').notNull(),
    entity: text('entity').notNull(),
    entity_id: integer('entity_id').notNull(),
    action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
    changes: jsonb('changes').notNull(),
    /**
     * False for a save that named no lock_version (the specification's PUT: the last writer wins), so the history
     * shows that the write was not checked against the version its author had read.
     */
    version_sent: boolean('version_sent').notNull().default(true),
  },
  (t) => [
    index('history_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('history_entity_idx').on(t.entity, t.entity_id, t.created_at.desc()),
    index('history_user_idx').on(t.user_id, t.created_at.desc()),
  ],
);

/** One row per signed-in client of a user (devise_token_auth "client"); only a hash of the token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { mode: 'date', withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    /** The token this one replaced: still accepted for a few seconds after `rotated_at` (concurrent requests). */
    previous_token_hash: text('previous_token_hash'),
    /** When the token was last renewed (or issued). */
    rotated_at: timestamp('rotated_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_user_client_unique').on(t.user_id, t.client)],
);

/**
 * Shared counters of the API rate limit and the sign-in throttle (limits/), one row per key, so every
 * instance on one database counts together. No index beyond the key: a hit updates no indexed column, so
 * PostgreSQL can update the row in place.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** The count is forgotten at this time. */
  window_ends_at: timestamp('window_ends_at', { mode: 'date', withTimezone: true }).notNull(),
  /** Sign-in throttle: no attempt is checked before this time. */
  blocked_until: timestamp('blocked_until', { mode: 'date', withTimezone: true }),
});

/**
 * Single-use links that set a user's password (docs/api.md, "Authentication"), in the database so that every
 * instance honours and spends them alike. Only a hash of the token is kept; a link is spent by setting `used_at`.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An invited user's first password, or a new one for a user who forgot it. */
    purpose: text('purpose', { enum: PASSWORD_LINK_PURPOSES }).notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { mode: 'date', withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { mode: 'date', withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp('used_at', { mode: 'date', withTimezone: true }),
  },
  (t) => [uniqueIndex('password_links_token_unique').on(t.token_hash), index('password_links_user_idx').on(t.user_id)],
);
