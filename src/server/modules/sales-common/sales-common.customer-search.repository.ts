import { or, sql, type SQL } from 'drizzle-orm';
import { cleanRut } from '../../../shared/rut';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { foldSearch } from '../users';

// The `search` argument of the sales lists (our addition): the customer's name, e-mail, phone or
// RUT. Names ignore accents and case; phones and RUTs compare digits only, so '12.345.678-5',
// '12345678-5' and '123456785' find the same person, and so does the body '12.345.678' alone.

// Both cases: PGlite's lower() leaves non-ASCII letters alone (the C locale), as migration 0004
// found for users.search_text.
const ACCENTED = 'áàäâéèëêíìïîóòöôúùüûñÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑ';
const PLAIN = 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun';

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The condition on `customers` (joined by the caller) for a search term; undefined when blank.
 * A scan of the customers (a few thousand) folded on the fly: PGlite has no unaccent extension.
 */
export function customerSearchCondition(search: string | null | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const folded = `%${likeEscaped(foldSearch(text))}%`;
  const name = sql`lower(translate(concat_ws(' ', ${customers.name}, ${customers.last_name}), ${ACCENTED}, ${PLAIN}))`;
  const conditions: SQL[] = [
    sql`${name} like ${folded}`,
    sql`lower(coalesce(${customers.email}, '')) like ${folded}`,
  ];
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3) {
    const phone = sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g')`;
    conditions.push(sql`${phone} like ${`%${digits}%`}`);
  }
  const rut = cleanRut(text);
  // A RUT is digits with an optional check digit (K included); a body alone matches too.
  if (/^\d{3,9}[\dK]?$/.test(rut) && /^[\d.\s-]*[\dkK]?$/.test(text)) {
    conditions.push(sql`(${customers.rut}::text || upper(${customers.rut_dv})) like ${`${rut}%`}`);
  }
  return or(...conditions);
}

/** The ids of the customers a search term finds, as a subquery; undefined when blank. */
export function searchedCustomers(db: DbOrTx, search: string | null | undefined) {
  const condition = customerSearchCondition(search);
  return condition && db.select({ id: customers.id }).from(customers).where(condition);
}
