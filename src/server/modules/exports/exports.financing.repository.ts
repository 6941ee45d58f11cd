import { sql, type SQL } from 'drizzle-orm';
import {
  PROGRAMMES,
  assumption,
  dividendPerUf,
  type ProgrammeKey,
} from '../../../shared/financing';
import { SALES_TIME_ZONE } from '../../../shared/sales-status';
import { properties, ufValues } from '../../db/schema';

// The financing columns of the quotations sheet (issue 34), written from the shared programme
// tables so the sheet and the pages follow one rule: the credit is the price less the programme's
// contributions, empty when a required one is missing; pesos at the UF of the day the sheet is
// made (the latest earlier value when the day has none).

const programme = (key: ProgrammeKey) => {
  const found = PROGRAMMES.find((p) => p.key === key);
  if (!found) throw new Error(`unknown programme ${key}`);
  return found;
};

const latestUf = (value: SQL) => sql`(select ${value} from ${ufValues}
  where ${ufValues.date} <= (now() at time zone ${SALES_TIME_ZONE})::date
  order by ${ufValues.date} desc limit 1)`;

/** The UF used today in Chile, or the latest earlier one. */
export const ufValueSql = latestUf(sql`${ufValues.value}`);
const ufOfToday = ufValueSql;

/** The day of that UF, dd-mm-aaaa. */
export const ufDateSql = latestUf(sql`to_char(${ufValues.date}, 'DD-MM-YYYY')`);

/** A programme line's amount, UF. */
export function lineSql(key: ProgrammeKey, lineKey: string): SQL {
  const line = programme(key).lines.find((l) => l.key === lineKey);
  if (!line) throw new Error(`unknown line ${lineKey}`);
  return sql`${properties[line.field]}`;
}

/** The mortgage credit that remains, UF; null when a required contribution is missing. */
export function creditSql(key: ProgrammeKey): SQL<string | null> {
  const lines = programme(key).lines;
  const required = lines.filter((l) => l.required).map((l) => sql`${properties[l.field]} is null`);
  const paid = lines.map((l) => (l.required ? sql`${properties[l.field]}` : sql`coalesce(${properties[l.field]}, 0)`)); // prettier-ignore
  return sql<string | null>`case when ${sql.join(required, sql` or `)} then null
    else greatest(0, ${properties.price} - ${sql.join(paid, sql` - `)}) end`;
}

/** Whether the unit carries the programme's values (DS15), as the pages decide it. */
function applies(key: ProgrammeKey): SQL {
  const fields = programme(key).appliesWhenAnyOf;
  if (!fields) return sql`true`;
  return sql.join(
    fields.map((f) => sql`${properties[f]} is not null`),
    sql` or `,
  );
}

/** A programme's credit, empty for units the programme does not apply to. */
export const programmeCreditSql = (key: ProgrammeKey) =>
  sql<string | null>`case when ${applies(key)} then ${creditSql(key)} end`;

export const creditPesosSql = (key: ProgrammeKey) =>
  sql<number | null>`round(${programmeCreditSql(key)} * ${ufOfToday})`;

/** The monthly dividend of the credit under the shared assumptions, UF. */
export const dividendSql = (key: ProgrammeKey) =>
  sql<string | null>`round(${programmeCreditSql(key)} * ${dividendPerUf()}::numeric, 2)`;

/** The monthly income that dividend needs under the assumed ratio, pesos. */
export const incomeNeededSql = (key: ProgrammeKey) =>
  sql<number | null>`ceil(${dividendSql(key)} * ${ufOfToday} / ${assumption('dividend_ratio')}::numeric)`; // prettier-ignore
