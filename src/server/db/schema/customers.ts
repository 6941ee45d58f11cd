import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clp, timestamps } from './columns';
import { communes } from './locations';

// Buyers: people who quoted, booked, asked for a pre-approval or are followed as prospects.
// The RUT is stored split as the spec exposes it (rut = body number, rut_dv = check digit 0-9/K).

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    last_name: text('last_name').notNull(),
    rut: integer('rut').notNull(),
    rut_dv: text('rut_dv').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Free status label from the sales side (e.g. 'Interesado'). */
    status: text('status'),
    commune_id: integer('commune_id').references(() => communes.id, { onDelete: 'set null' }),
    address: text('address'),
    nationality: text('nationality'),
    civil_status: text('civil_status'),
    /** 'dependiente' | 'independiente' | 'jubilado(a)' */
    worker_type: text('worker_type'),
    /** Months in the current job. */
    labor_old: integer('labor_old'),
    monthly_rent: clp('monthly_rent'),
    /** Subsidy the customer holds or applies for (e.g. 'DS19'). */
    subsidio: text('subsidio'),
    /** Whether a Rukan social-registry check was run (the spec's "rukaneado status"). */
    rukaneado: boolean('rukaneado').notNull().default(false),
    /**
     * How many quotations the customer has, kept by triggers on quotations (migration 0018): a
     * search's total without other filters is the sum over the matched customers.
     */
    quotations_count: integer('quotations_count').notNull().default(0),
    ...timestamps(),
    /**
     * What the sales lists' search matches, folded once at write time as users.search_text is:
     * name, last name, email, the RUT as bare digits with its check digit, and the phone's digits
     * in full and without the country code. Searched by word prefix through
     * customers_search_prefix_idx (sales-search.ts customerMatches).
     */
    search_text: text('search_text').generatedAlwaysAs(
      sql`translate(lower(name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || rut::text || lower(rut_dv) || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 9)), 'áàäâéèëêíìïîóòöôúùüûñÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑ', 'aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun')`,
    ),
  },
  (t) => [
    index('customers_rut_idx').on(t.rut),
    index('customers_email_idx').on(t.email),
    // Every prefix (up to 12 characters) of every word: a typed word is one exact key here,
    // where a prefix query on a to_tsvector index (migration 0007, replaced in 0018) merged the
    // postings of every word that starts with it.
    index('customers_search_prefix_idx').using(
      'gin',
      sql`customer_search_prefixes(${t.search_text})`,
    ),
  ],
);

/** A co-debtor (codeudor) backing a customer's credit, with the relation to the customer. */
export const codebtors = pgTable(
  'codebtors',
  {
    id: serial('id').primaryKey(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'cónyuge' | 'conviviente' | 'padre/madre' | 'hijo(a)' | 'hermano(a)' | 'otro' */
    relation: text('relation').notNull(),
    name: text('name').notNull(),
    last_name: text('last_name').notNull(),
    rut: integer('rut'),
    rut_dv: text('rut_dv'),
    email: text('email'),
    phone: text('phone'),
    nationality: text('nationality'),
    worker_type: text('worker_type'),
    monthly_rent: clp('monthly_rent'),
    ...timestamps(),
  },
  (t) => [index('codebtors_customer_idx').on(t.customer_id)],
);
