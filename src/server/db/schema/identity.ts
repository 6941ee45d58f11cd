import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { realStateAgencies } from './agencies';
import { projects } from './projects';

// Identity, access and audit tables. Names follow the Laravel/Spatie shapes the spec's API came
// from (roles, permissions, pivots), so that the contract's field names map one to one.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    // argon2id PHC string, or a legacy bcrypt `$2y$` hash that is rehashed at the next login.
    password: text('password').notNull(),
    status: boolean('status').notNull().default(true),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    /**
     * Name, last name and email folded once at write time (lower case, Spanish accents removed;
     * upper-case accented letters are listed too, since lower() under the C locale is ASCII-only),
     * so the users search is a plain LIKE over one column instead of folding every row per query.
     * The same folding is applied to the search term (users.repository.ts `foldSearch`).
     */
    search_text: text('search_text').generatedAlwaysAs(
      sql`translate(lower(name || ' ' || last_name || ' ' || email), 'áàäâéèëêíìïîóòöôúùüûñÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')`,
    ),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

export const roleHasPermissions = pgTable(
  'role_has_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] })],
);

/** A user's roles; the one with the lowest `position` is the user's effective role (spec §6). */
export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] })],
);

/** Permissions granted to a user directly, on top of those of the user's role. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission_id] })],
);

/**
 * Append-only history of every mutation (a trigger refuses UPDATE and DELETE, see the migration).
 * Values never carry password hashes or tokens: repositories pass them through `auditValues`.
 */
export const audits = pgTable(
  'audits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id'),
    event: text('event').notNull(),
    auditable_type: text('auditable_type').notNull(),
    auditable_id: text('auditable_id').notNull(),
    old_values: jsonb('old_values').$type<Record<string, unknown>>().notNull().default({}),
    new_values: jsonb('new_values').$type<Record<string, unknown>>().notNull().default({}),
    ip_address: text('ip_address'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audits_auditable_idx').on(t.auditable_type, t.auditable_id, t.id)],
);

/** One row per issued access token: the JWT's `jti`. Revocation is checked on every request. */
export const oauthAccessTokens = pgTable(
  'oauth_access_tokens',
  {
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client_id: integer('client_id').notNull(),
    /** The refresh-token family (one login session); logout revokes the whole family. */
    family_id: uuid('family_id').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [index('oauth_access_tokens_family_idx').on(t.family_id)],
);

/** Refresh tokens are random, stored as SHA-256 hashes, rotated on use; reuse revokes the family. */
export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    family_id: uuid('family_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revoked: boolean('revoked').notNull().default(false),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [index('oauth_refresh_tokens_family_idx').on(t.family_id)],
);

/**
 * Failed-login counters of the password grant's throttle (auth/throttle.ts), shared by every
 * server instance: one row per (address, email), and one per address alone with email '' that
 * counts its failures over any emails. A fixed window: `failures` counts from the window's first
 * attempt until `resets_at`; an attempt is counted before its password is checked (one upsert, so
 * concurrent attempts cannot all pass), and given back when it succeeds or is refused.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    ip_address: text('ip_address').notNull(),
    email: text('email').notNull(),
    failures: integer('failures').notNull(),
    resets_at: ts('resets_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ip_address, t.email] }),
    // Expired rows are pruned oldest first, a few at a time, from this index.
    index('login_failures_resets_idx').on(t.resets_at),
  ],
);

/**
 * The spec's `realstateagencyuser`: links a user to the agencies whose data the user may see.
 * (Foreign keys to real_state_agencies are added by the agencies schema.)
 */
export const realStateAgencyUsers = pgTable(
  'real_state_agency_users',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    real_state_agency_id: integer('real_state_agency_id')
      .notNull()
      .references(() => realStateAgencies.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('real_state_agency_users_uq').on(t.user_id, t.real_state_agency_id)],
);

/** The spec's `projectuser`: links a user to projects. */
export const projectUsers = pgTable(
  'project_users',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('project_users_uq').on(t.user_id, t.project_id)],
);

/**
 * One row whose `value` changes, in the same transaction, with anything a viewer is made of
 * (users, roles, permissions, agency and project links, access-token revocation): statement
 * triggers in migration 0013. A server keeps viewers per access token while it is unchanged.
 */
export const accessEpoch = pgTable('access_epoch', {
  id: integer('id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
