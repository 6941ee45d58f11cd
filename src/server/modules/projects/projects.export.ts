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
import type { SheetColumn } from '../../spreadsheets/sheet-writer';
import { rowsInIdOrder } from '../../spreadsheets/sheet-writer.batches';

// Proyectos.xlsx (GET /api/excelProjects): the projects of the /projects list under the same
// filter and scope (projectListWhere), in the list's order, one row each with spec §3's fields
// that mean something in a sheet, and how many live units of each kind the project has.

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

function readProjects(db: DbOrTx, ids: number[]) {
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

/** Batches of export rows in the order of `ids`. */
export const projectExportRows = (db: DbOrTx, ids: readonly number[]) =>
  rowsInIdOrder(ids, (batch) => readProjects(db, batch));

type Column = SheetColumn<ProjectExportRow>;

export const PROJECT_COLUMNS: readonly Column[] = [
  { header: 'ID', kind: 'int', width: 7, value: (p) => p.id },
  { header: 'Nombre', kind: 'text', width: 34, value: (p) => p.name },
  { header: 'Inmobiliaria', kind: 'text', width: 28, value: (p) => p.agency },
  { header: 'Tipo', kind: 'text', width: 16, value: (p) => p.type },
  { header: 'Estado', kind: 'text', width: 16, value: (p) => p.status },
  { header: 'Comuna', kind: 'text', width: 18, value: (p) => p.commune },
  { header: 'Región', kind: 'text', width: 26, value: (p) => p.region },
  { header: 'Dirección', kind: 'text', width: 34, value: (p) => p.address },
  { header: 'Precio desde (UF)', kind: 'uf', value: (p) => p.price_from },
  { header: 'Dormitorios desde', kind: 'int', value: (p) => p.bedrooms_from },
  { header: 'Baños desde', kind: 'int', value: (p) => p.bathrooms_from },
  { header: 'Superficie desde (m²)', kind: 'number', value: (p) => p.area_from },
  { header: 'Entrega', kind: 'date', value: (p) => p.deliver_date },
  { header: 'Renta mínima (CLP)', kind: 'clp', value: (p) => p.renta_minima },
  { header: 'Moneda de reserva', kind: 'text', value: (p) => p.reserve_currency },
  { header: 'Monto de reserva', kind: 'number', value: (p) => p.reserve_amount },
  { header: 'Visible', kind: 'bool', value: (p) => p.visible },
  { header: 'Destacado', kind: 'bool', value: (p) => p.important },
  { header: 'Orden', kind: 'int', value: (p) => p.orden },
  { header: 'Departamentos y casas', kind: 'int', value: (p) => p.homes },
  { header: 'Bodegas', kind: 'int', value: (p) => p.warehouses },
  { header: 'Estacionamientos', kind: 'int', value: (p) => p.parking_lots },
  { header: 'Ejecutivo', kind: 'text', width: 24, value: (p) => p.executivename },
  { header: 'Correo del ejecutivo', kind: 'text', width: 28, value: (p) => p.executiveemail },
  { header: 'Teléfono del ejecutivo', kind: 'text', width: 18, value: (p) => p.executivephone },
  { header: 'Creado', kind: 'datetime', value: (p) => p.created_at },
];
