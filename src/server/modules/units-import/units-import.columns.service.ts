import { normalizeHeader } from '../../spreadsheets/cell-parsers';

// The units sheet (template of GET /api/excelDemoProperties, SDL ExcelResult): one row per unit,
// these 17 columns. Each column names the API field it fills, its Spanish header, the other
// headers it is recognised by (SDL names, API names, common variants) and how it is read.

export type UnitKind = 'property' | 'warehouse' | 'parkinglot';

export type UnitField =
  | 'type'
  | 'identifier'
  | 'model'
  | 'orientation'
  | 'floor'
  | 'tower'
  | 'lots'
  | 'price'
  | 'bedrooms'
  | 'bathrooms'
  | 'total_area'
  | 'municipal_area'
  | 'built_area'
  | 'terrace_area'
  | 'visible'
  | 'bookeable'
  | 'promisable';

export type ReadAs = 'kind' | 'text' | 'uf' | 'int' | 'bathrooms' | 'area' | 'bool';

export interface UnitColumn {
  field: UnitField;
  header: string;
  /** Other headers, normalized (see normalizeHeader). */
  aliases: readonly string[];
  readAs: ReadAs;
  /** Required on every row ('all') or on homes only ('homes') when units are created. */
  required?: 'all' | 'homes';
  /** Read for homes only; ignored on warehouses and parking lots. */
  homesOnly?: boolean;
  min?: number;
  max?: number;
  /** For the template's «Instrucciones» sheet. */
  help: string;
}

export const TEXT_MAX = 255;
/** numeric(12,2) and numeric(8,2) of src/server/db/schema/units.ts, as the unit forms bound them. */
export const UF_MAX = 9_999_999_999.99;
export const AREA_MAX = 999_999.99;

const col = (
  field: UnitField,
  header: string,
  aliases: string[],
  readAs: ReadAs,
  help: string,
  extra: Partial<UnitColumn> = {},
): UnitColumn => ({
  field,
  header,
  aliases: [...aliases, field].map(normalizeHeader),
  readAs,
  help,
  ...extra,
});

const YES_NO = 'SI o NO (también Sí, No, VERDADERO, FALSO, 1, 0). Vacío: SI.';
const AREA = 'm², número mayor o igual a 0 con hasta 2 decimales (ej.: 54,30).';

// prettier-ignore
export const UNIT_COLUMNS: readonly UnitColumn[] = [
  col('type', 'Tipo', ['tipo', 'tipo de unidad'], 'kind',
    'departamento, casa, bodega o estacionamiento.', { required: 'all' }),
  col('identifier', 'Identificador', ['identificador', 'unidad'], 'text',
    'Texto único por tipo en el proyecto (ej.: A-101, B-012, E-045).', { required: 'all' }),
  col('model', 'Modelo', ['modelo'], 'text',
    'Modelo del departamento o casa (ej.: Modelo A 2D1B).', { required: 'homes', homesOnly: true }),
  col('orientation', 'Orientación', ['orientacion'], 'text',
    'N, S, O, P, NO, NP, SO, SP… (solo departamentos y casas).', { homesOnly: true }),
  col('floor', 'Piso', ['piso', 'nivel'], 'int',
    'Número entero entre -20 y 300 (los subterráneos son negativos).', { min: -20, max: 300 }),
  col('tower', 'Torre', ['torre', 'edificio', 'block'], 'text', 'Texto (ej.: A).'),
  col('lots', 'Lote', ['lote', 'lotes'], 'text', 'Texto (ej.: Lote 12).'),
  col('price', 'Precio UF', ['precio uf', 'precio', 'valor uf', 'precio (uf)'], 'uf',
    'Precio en UF mayor que 0, hasta 2 decimales: 1.450,50 o 1450.5 (se acepta «UF 1.450,50»).',
    { required: 'all', min: 0, max: UF_MAX }),
  col('bedrooms', 'Dormitorios', ['dormitorios', 'dorms'], 'int',
    'Número entero entre 0 y 50.', { required: 'homes', homesOnly: true, min: 0, max: 50 }),
  col('bathrooms', 'Baños', ['banos'], 'bathrooms',
    'Número como 2 o 1,5.', { required: 'homes', homesOnly: true }),
  col('total_area', 'Superficie total', ['superficie total', 'm2 total'], 'area', AREA,
    { min: 0, max: AREA_MAX }),
  col('municipal_area', 'Superficie municipal', ['superficie municipal'], 'area', AREA,
    { min: 0, max: AREA_MAX }),
  col('built_area', 'Superficie construida', ['superficie construida', 'superficie util'], 'area',
    AREA, { min: 0, max: AREA_MAX }),
  col('terrace_area', 'Superficie terraza', ['superficie terraza', 'terraza'], 'area',
    `${AREA} Solo departamentos y casas.`, { homesOnly: true, min: 0, max: AREA_MAX }),
  col('visible', 'Visible', ['visible'], 'bool', `Se muestra en el sitio. ${YES_NO}`),
  col('bookeable', 'Reservable', ['reservable', 'bookeable'], 'bool',
    `Se puede reservar. ${YES_NO}`),
  col('promisable', 'Promesable', ['promesable', 'promisable'], 'bool',
    `Se puede promesar. ${YES_NO}`),
];

/** The unit kinds by the normalized tipo value, with the label stored in the unit's `type`. */
export const UNIT_TYPES: ReadonlyMap<string, { kind: UnitKind; label: string }> = new Map([
  ['departamento', { kind: 'property', label: 'Departamento' }],
  ['depto', { kind: 'property', label: 'Departamento' }],
  ['casa', { kind: 'property', label: 'Casa' }],
  ['bodega', { kind: 'warehouse', label: 'Bodega' }],
  ['estacionamiento', { kind: 'parkinglot', label: 'Estacionamiento' }],
]);

export const kindLabels: Record<UnitKind, { one: string; many: string }> = {
  property: { one: 'departamento o casa', many: 'departamentos y casas' },
  warehouse: { one: 'bodega', many: 'bodegas' },
  parkinglot: { one: 'estacionamiento', many: 'estacionamientos' },
};

/** A unit read from a sheet (or from jsonExcel), with the API's field names. */
export interface ImportedUnit {
  /** The sheet row it came from (1-based; the header is row 1). */
  row: number;
  type: string | null;
  identifier: string | null;
  model: string | null;
  orientation: string | null;
  floor: number | null;
  tower: string | null;
  lots: string | null;
  price: number | null;
  bedrooms: number | null;
  bathrooms: string | null;
  total_area: number | null;
  municipal_area: number | null;
  built_area: number | null;
  terrace_area: number | null;
  visible: boolean | null;
  bookeable: boolean | null;
  promisable: boolean | null;
}

/** A unit whose fields are all empty (one object literal: one hidden class for all rows). */
export const emptyUnit = (row: number): ImportedUnit => ({
  row,
  type: null,
  identifier: null,
  model: null,
  orientation: null,
  floor: null,
  tower: null,
  lots: null,
  price: null,
  bedrooms: null,
  bathrooms: null,
  total_area: null,
  municipal_area: null,
  built_area: null,
  terrace_area: null,
  visible: null,
  bookeable: null,
  promisable: null,
});

/** The kind of a tipo value ('Departamento', 'bodega', 'ESTACIONAMIENTO'…); null if unknown. */
export const kindOfType = (type: string | null) =>
  type === null ? null : (UNIT_TYPES.get(normalizeHeader(type))?.kind ?? null);
