import { inArray } from 'drizzle-orm';
import {
  CheckPropertiesExcelDocument,
  RegisterPropertiesSaveDocument,
  SavePropertiesImportDocument,
  UpdatePropertiesByExcelDocument,
} from '../../../../graphql/generated/client/graphql';
import { count } from 'drizzle-orm';
import { properties, unitsImports, warehouses } from '../../../../src/server/db/schema';
import { executeUpload } from '../../../../src/server/storage/storage.fixtures';
import { sheetUpload } from '../../../fixtures/xlsx/fixture-files';
import { buildXlsx } from '../../../fixtures/xlsx/xlsx-builder';
import { executeOperation } from '../../../harness/test-app';
import { refusedAndUnchanged, type CrossCase } from './cross-case';
import { unitIn, unitSnapshot } from './units.cases';

// The units import aimed at another agency's project: saving rows into it (as jsonExcel or by the
// id of the principal's own check) and updating its units by sheet must be refused and leave its
// units exactly as they were.

let serial = 0;

export const registerPropertiesSaveCase: CrossCase = {
  operation: 'registerPropertiesSave',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const identifiers = [`SONDA-IMP-${Date.now()}-${serial++}`, `SONDA-IMP-B-${serial++}`];
    const jsonExcel = [
      { row: 2, type: 'Departamento', identifier: identifiers[0], model: 'Modelo A 2D1B',
        price: 1450.5, bedrooms: 2, bathrooms: '1' },
      { row: 3, type: 'Bodega', identifier: identifiers[1], price: 65 },
    ]; // prettier-ignore
    const made = () =>
      db
        .select({ id: properties.id })
        .from(properties)
        .where(inArray(properties.identifier, identifiers));
    const before = await made();
    const result = await executeOperation(
      t.app,
      RegisterPropertiesSaveDocument,
      { project_id: String(foreign.projectIds[0]), jsonExcel },
      principal.token ?? '',
    );
    const after = await made();
    return [
      refusedAndUnchanged(
        'unidades en un proyecto ajeno',
        result,
        result.data?.registerPropertiesSave,
        before,
        after,
      ),
    ];
  },
};

export const savePropertiesImportCase: CrossCase = {
  operation: 'savePropertiesImport',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const identifier = `SONDA-IMPID-${Date.now()}-${serial++}`;
    const sheet = buildXlsx([
      ['Tipo', 'Identificador', 'Modelo', 'Precio UF', 'Dormitorios', 'Baños'],
      ['Departamento', identifier, 'Modelo A 2D1B', 1450.5, 2, 1],
    ]);
    // The principal's own check (no project named); a principal who may not check gets an id
    // that exists for nobody.
    const checked = await executeUpload(
      t.app,
      CheckPropertiesExcelDocument,
      { excel: new File([], 'sonda.xlsx') },
      { excel: sheetUpload(sheet, 'sonda.xlsx') },
      principal.token ?? '',
    );
    const importId =
      checked.data?.checkPropertiesExcel.import_id ?? '00000000-0000-4000-8000-000000000000';
    const made = async () => ({
      units: await db
        .select({ id: properties.id })
        .from(properties)
        .where(inArray(properties.identifier, [identifier])),
      kept: (await db.select({ n: count() }).from(unitsImports))[0]?.n ?? 0,
    });
    const before = await made();
    const result = await executeOperation(
      t.app,
      SavePropertiesImportDocument,
      { project_id: String(foreign.projectIds[0]), import_id: importId },
      principal.token ?? '',
    );
    const after = await made();
    return [
      refusedAndUnchanged(
        'unidades revisadas guardadas en un proyecto ajeno',
        result,
        result.data?.savePropertiesImport,
        before,
        after,
      ),
    ];
  },
};

export const updatePropertiesByExcelCase: CrossCase = {
  operation: 'updatePropertiesByExcel',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const store = await unitIn(db, warehouses, foreign.projectIds);
    const [row] = await unitSnapshot(db, warehouses, [store.id]);
    const sheet = buildXlsx([
      ['Tipo', 'Identificador', 'Precio UF', 'Visible'],
      ['bodega', row?.identifier ?? '', 1, 'NO'],
    ]);
    const before = await unitSnapshot(db, warehouses, [store.id]);
    const result = await executeUpload(
      t.app,
      UpdatePropertiesByExcelDocument,
      { excel: new File([], 'bodegas.xlsx'), project_id: String(store.project_id) },
      { excel: sheetUpload(sheet, 'bodegas.xlsx') },
      principal.token ?? undefined,
    );
    const after = await unitSnapshot(db, warehouses, [store.id]);
    return [
      refusedAndUnchanged(
        'bodega ajena por planilla',
        result,
        result.data?.updatePropertiesByExcel,
        before,
        after,
      ),
    ];
  },
};
