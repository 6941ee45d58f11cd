import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  communes,
  projectStatuses,
  projects,
  provinces,
  realStateAgencies,
  regions,
} from '../../db/schema';

// The reads of Proyectos.xlsx: the ids under the list's filter, then each batch's rows.

const liveCount = (table: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} u
    where u.project_id = ${projects.id} and u.deleted_at is null)`;

const exportColumns = {
  id: projects.id,
  name: projects.name,
  agency: realStateAgencies.name,
  type: projects.type,
  status: projectStatuses.name,
  commune: communes.name,
  region: regions.name,
  address: projects.address,
  price_from: projects.price_from,
  bedrooms_from: projects.bedrooms_from,
  bathrooms_from: projects.bathrooms_from,
  area_from: projects.area_from,
  deliver_date: projects.deliver_date,
  renta_minima: projects.renta_minima,
  reserve_currency: projects.reserve_currency,
  reserve_amount: projects.reserve_amount,
  visible: projects.visible,
  important: projects.important,
  orden: projects.orden,
  executivename: projects.executivename,
  executiveemail: projects.executiveemail,
  executivephone: projects.executivephone,
  homes: liveCount('properties'),
  warehouses: liveCount('warehouses'),
  parking_lots: liveCount('parking_lots'),
  created_at: projects.created_at,
};

/** The ids under the list's filter, in the list's order (orden, name, id). */
export async function projectExportIds(db: DbOrTx, where: SQL | undefined): Promise<number[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(where)
    .orderBy(asc(projects.orden), asc(projects.name), asc(projects.id));
  return rows.map((row) => row.id);
}

/** The export rows of `ids`, in no particular order. */
export function readProjects(db: DbOrTx, ids: number[]) {
  return db
    .select(exportColumns)
    .from(projects)
    .innerJoin(realStateAgencies, eq(realStateAgencies.id, projects.real_state_agency_id))
    .leftJoin(projectStatuses, eq(projectStatuses.id, projects.project_status_id))
    .leftJoin(communes, eq(communes.id, projects.commune_id))
    .leftJoin(provinces, eq(provinces.id, communes.province_id))
    .leftJoin(regions, eq(regions.id, provinces.region_id))
    .where(inArray(projects.id, ids));
}

export type ProjectExportRow = Awaited<ReturnType<typeof readProjects>>[number];
