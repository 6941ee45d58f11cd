import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column builders shared by the domain tables, so that money and time have one shape everywhere.
// Each helper returns a fresh builder: Drizzle builders must not be shared between tables.

/** `timestamp with time zone`, read as a JS Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at, both set by the database on insert. */
export const timestamps = () => ({
  created_at: ts('created_at').notNull().defaultNow(),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/** A price in UF with two decimals; read as a string so no cent is lost to floating point. */
export const uf = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** The UF value in CLP used to convert a payment (e.g. 39512.34). */
export const ufValue = (name = 'uf_value') => numeric(name, { precision: 10, scale: 2 });

/** An amount in Chilean pesos: integers only (CLP has no cents). */
export const clp = (name: string) => bigint(name, { mode: 'number' });

/** A surface in square metres. */
export const area = (name: string) => numeric(name, { precision: 8, scale: 2 });
