import type { SheetColumn } from '../../spreadsheets/sheet-writer';
import type { ComplementExportRow, HomeExportRow } from './units.export';

// Columns of the units downloads. The first ones are the import template's, with its headers and
// in its order (src/server/modules/units-import/units-import.columns.ts), so a downloaded sheet can be
// edited and sent back to updatePropertiesByExcel; the import ignores the read-only ones after.

type Home = SheetColumn<HomeExportRow>;
type Complement = SheetColumn<ComplementExportRow>;

export const HOME_COLUMNS: readonly Home[] = [
  { header: 'Tipo', kind: 'text', width: 14, value: (u) => u.type ?? 'Departamento' },
  { header: 'Identificador', kind: 'text', width: 14, value: (u) => u.identifier },
  { header: 'Modelo', kind: 'text', width: 22, value: (u) => u.model },
  { header: 'Orientación', kind: 'text', value: (u) => u.orientation },
  { header: 'Piso', kind: 'int', value: (u) => u.floor },
  { header: 'Torre', kind: 'text', value: (u) => u.tower },
  { header: 'Lote', kind: 'text', value: (u) => u.lots },
  { header: 'Precio (UF)', kind: 'uf', value: (u) => u.price },
  { header: 'Dormitorios', kind: 'int', value: (u) => u.bedrooms },
  { header: 'Baños', kind: 'number', value: (u) => u.bathrooms },
  { header: 'Superficie total', kind: 'number', value: (u) => u.total_area },
  { header: 'Superficie municipal', kind: 'number', value: (u) => u.municipal_area },
  { header: 'Superficie construida', kind: 'number', value: (u) => u.built_area },
  { header: 'Superficie terraza', kind: 'number', value: (u) => u.terrace_area },
  { header: 'Visible', kind: 'bool', value: (u) => u.visible },
  { header: 'Reservable', kind: 'bool', value: (u) => u.bookeable },
  { header: 'Promesable', kind: 'bool', value: (u) => u.promisable },
  { header: 'Disponible', kind: 'bool', value: (u) => u.available },
  { header: 'Vulnerable', kind: 'bool', value: (u) => u.vulnerable },
  { header: 'Sectores medios', kind: 'bool', value: (u) => u.sectores_medios },
  { header: 'Mostrar precio desde', kind: 'bool', value: (u) => u.show_price_from },
  { header: 'Ahorro (UF)', kind: 'uf', value: (u) => u.savings },
  { header: 'Ahorro DS15 (UF)', kind: 'uf', value: (u) => u.saving_ds15 },
  { header: 'Subsidio base (UF)', kind: 'uf', value: (u) => u.base_subsidies },
  { header: 'Subsidio base DS15 (UF)', kind: 'uf', value: (u) => u.base_subsidie_ds15 },
  { header: 'Bono integración (UF)', kind: 'uf', value: (u) => u.bonus_integration },
  { header: 'Bono captación (UF)', kind: 'uf', value: (u) => u.bonus_recruitment },
  { header: 'Bodegas', kind: 'text', width: 18, value: (u) => u.warehouses },
  { header: 'Estacionamientos', kind: 'text', width: 18, value: (u) => u.parking_lots },
  { header: 'ID CRM', kind: 'text', value: (u) => u.crm_id },
  { header: 'ID CRM Movendo', kind: 'text', value: (u) => u.id_crm_movendo },
  { header: 'Creado', kind: 'datetime', value: (u) => u.created_at },
];

const KIND_LABEL = { warehouse: 'Bodega', parkinglot: 'Estacionamiento' } as const;

export const COMPLEMENT_COLUMNS: readonly Complement[] = [
  { header: 'Tipo', kind: 'text', width: 16, value: (u) => u.type ?? KIND_LABEL[u.kind] },
  { header: 'Identificador', kind: 'text', width: 14, value: (u) => u.identifier },
  { header: 'Piso', kind: 'int', value: (u) => u.floor },
  { header: 'Torre', kind: 'text', value: (u) => u.tower },
  { header: 'Lote', kind: 'text', value: (u) => u.lots },
  { header: 'Precio (UF)', kind: 'uf', value: (u) => u.price },
  { header: 'Superficie total', kind: 'number', value: (u) => u.total_area },
  { header: 'Superficie municipal', kind: 'number', value: (u) => u.municipal_area },
  { header: 'Superficie construida', kind: 'number', value: (u) => u.built_area },
  { header: 'Visible', kind: 'bool', value: (u) => u.visible },
  { header: 'Reservable', kind: 'bool', value: (u) => u.bookeable },
  { header: 'Promesable', kind: 'bool', value: (u) => u.promisable },
  { header: 'Disponible', kind: 'bool', value: (u) => u.available },
  { header: 'Unidades asociadas', kind: 'text', width: 22, value: (u) => u.homes },
  { header: 'Creado', kind: 'datetime', value: (u) => u.created_at },
];
