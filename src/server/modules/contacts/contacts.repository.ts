import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  contactFormEnterprises,
  contactFormHomeSections,
  contactFormNewsletters,
  contactFormSections,
  contactForms,
  projects,
  regions,
} from '../../db/schema';
import { orderOr, type ListSort, type SortColumns } from '../../kernel';
import { createdWithin } from '../exports';

// Reads of the public site's five contact forms, newest first (id breaks ties). The project form
// joins its project (name shown, agency scope); the home form its region (name shown). Each page
// is one query for the rows and one for the total, whatever its size.

export interface ContactWindow {
  offset: number;
  limit: number;
}

export interface ContactDates {
  /** Chile days 'YYYY-MM-DD', both ends included; null = open. */
  from: string | null;
  to: string | null;
}

export interface ContactFormFilters extends ContactDates {
  /** The viewer's project scope (projectScope.condition); undefined = every project. */
  scope: SQL | undefined;
  projectId: number | null;
  agencyId: number | null;
  /** The asked `sort` (issue 33); null: newest first. */
  sort?: ListSort | null;
}

/** The fields the project contact forms list sorts by (`sort`). */
export const contactFormSorts: SortColumns = {
  id: contactForms.id,
  created_at: contactForms.created_at,
  name: contactForms.name,
  email: contactForms.email,
};

export async function pageContactForms(db: DbOrTx, f: ContactFormFilters, w: ContactWindow) {
  const where = and(
    f.scope,
    f.projectId === null ? undefined : eq(contactForms.project_id, f.projectId),
    f.agencyId === null ? undefined : eq(projects.real_state_agency_id, f.agencyId),
    createdWithin(contactForms.created_at, f.from, f.to),
  );
  const rows = await db
    .select({ row: getTableColumns(contactForms), project: projects })
    .from(contactForms)
    .innerJoin(projects, eq(projects.id, contactForms.project_id))
    .where(where)
    .orderBy(
      ...orderOr(f.sort, contactFormSorts, contactForms.id, [
        desc(contactForms.created_at),
        desc(contactForms.id),
      ]),
    )
    .limit(w.limit)
    .offset(w.offset);
  const [total] = await db
    .select({ n: count() })
    .from(contactForms)
    .innerJoin(projects, eq(projects.id, contactForms.project_id))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The rows and the total, read one after the other. */
async function pageOf<R>(rows: PromiseLike<R[]>, total: PromiseLike<{ n: number }[]>) {
  const found = await rows;
  const [counted] = await total;
  return { rows: found, total: counted?.n ?? 0 };
}

// The three forms that hang off nothing: newsletter, enterprise, form section.

export function pageNewsletters(db: DbOrTx, f: ContactDates, w: ContactWindow) {
  const t = contactFormNewsletters;
  const where = createdWithin(t.created_at, f.from, f.to);
  const rows = db.select().from(t).where(where).orderBy(desc(t.created_at), desc(t.id));
  return pageOf(
    rows.limit(w.limit).offset(w.offset),
    db.select({ n: count() }).from(t).where(where),
  );
}

export function pageEnterprises(db: DbOrTx, f: ContactDates, w: ContactWindow) {
  const t = contactFormEnterprises;
  const where = createdWithin(t.created_at, f.from, f.to);
  const rows = db.select().from(t).where(where).orderBy(desc(t.created_at), desc(t.id));
  return pageOf(
    rows.limit(w.limit).offset(w.offset),
    db.select({ n: count() }).from(t).where(where),
  );
}

export function pageFormSections(db: DbOrTx, f: ContactDates, w: ContactWindow) {
  const t = contactFormSections;
  const where = createdWithin(t.created_at, f.from, f.to);
  const rows = db.select().from(t).where(where).orderBy(desc(t.created_at), desc(t.id));
  return pageOf(
    rows.limit(w.limit).offset(w.offset),
    db.select({ n: count() }).from(t).where(where),
  );
}

export async function pageHomeForms(db: DbOrTx, f: ContactDates, w: ContactWindow) {
  const t = contactFormHomeSections;
  const where = createdWithin(t.created_at, f.from, f.to);
  const rows = await db
    .select({ row: getTableColumns(t), region: regions })
    .from(t)
    .leftJoin(regions, eq(regions.id, t.region_id))
    .where(where)
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(w.limit)
    .offset(w.offset);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return { rows, total: total?.n ?? 0 };
}
