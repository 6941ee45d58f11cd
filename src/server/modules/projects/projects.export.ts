import type { DbOrTx } from '../../db/client';
import type { SheetColumn } from '../../spreadsheets/sheet-writer';
import { rowsInIdOrder } from '../../spreadsheets/sheet-writer.batches';
import { readProjects, type ProjectExportRow } from './projects.export.repository';

export { projectExportIds, type ProjectExportRow } from './projects.export.repository';

// Proyectos.xlsx (GET /api/excelProjects): the projects of the /projects list under the same
// filter and scope (projectListWhere), in the list's order, one row each with spec §3's fields
// that mean something in a sheet, and how many live units of each kind the project has.

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
