import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

// Password-reset tokens (spec /forgot-password → /reset-password/{token}/{email}). Only a hash of
// the token is stored; a token works once (used_at) and until expires_at.

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_resets_email_idx').on(t.email, t.created_at)],
);
