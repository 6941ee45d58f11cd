import { sql, type AnyColumn } from 'drizzle-orm';

// Values the files show that the database composes (one expression per cell, no JS per row).

/** 'Camila' + 'Fuentes Araya' → 'Camila Fuentes Araya' (either may be missing). */
export const fullNameSql = (name: AnyColumn, lastName: AnyColumn) =>
  sql`concat_ws(' ', ${name}, ${lastName})`;

/** A RUT stored as body and check digit, as people write it: '12.345.678-5'. */
export const rutSql = (body: AnyColumn, dv: AnyColumn) =>
  sql`replace(to_char(${body}, 'FM999,999,999'), ',', '.') || '-' || ${dv}`;
