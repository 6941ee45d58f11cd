import { and, asc, inArray, isNull } from 'drizzle-orm';
import {
  ParkingLotDocument,
  ParkingLotsDocument,
  PropertiesAndModelsByProjectDocument,
  PropertiesDocument,
  PropertyDocument,
  TablePropertieDocument,
  UnitsGridDocument,
  WarehouseDocument,
  WarehousesDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import { parkingLots, projects, properties, warehouses } from '../../../../src/server/db/schema';
import type { Principal } from '../../../harness/principals';
import { executeOperation } from '../../../harness/test-app';
import { codeOf, listed, type Check, type CrossCase } from './cross-case';
import type { Foreign } from './world';

// The units of another agency, read by a scoped principal: the lists (with the foreign project as
// filter and without any), the details by id, the filter options and the home summary must show
// nothing of it. Whose a unit is comes from the database, never from the answer.

export type UnitTable = typeof properties | typeof warehouses | typeof parkingLots;

/** The first live unit of the table in the given projects (the other agency's). */
export async function unitIn(db: Db, table: UnitTable, projectIds: number[]) {
  const [row] = await db
    .select({ id: table.id, project_id: table.project_id })
    .from(table)
    .where(and(inArray(table.project_id, projectIds), isNull(table.deleted_at)))
    .orderBy(asc(table.id))
    .limit(1);
  if (!row) throw new Error('sin unidades en la agencia de referencia');
  return row;
}

/** Project ids (from the database) that the principal may not see. */
async function foreignOf(db: Db, principal: Principal, projectIds: number[]): Promise<number[]> {
  const ids = [...new Set(projectIds)];
  const rows = ids.length
    ? await db
        .select({ id: projects.id, agency: projects.real_state_agency_id })
        .from(projects)
        .where(inArray(projects.id, ids))
    : [];
  return rows
    .filter((p) => !principal.agencyIds.includes(p.agency) && !principal.projectIds.includes(p.id))
    .map((p) => p.id);
}

async function projectsOfUnits(db: Db, table: UnitTable, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ project: table.project_id })
    .from(table)
    .where(inArray(table.id, ids.map(Number)));
  return rows.map((r) => r.project);
}

function readCheck(what: string, code: string | null, outside: number[], refusal = false): Check {
  return {
    what,
    leak: outside.length ? `unidades de proyectos ajenos: ${listed(outside)}` : null,
    anomaly:
      refusal && !['FORBIDDEN', 'NOT_FOUND'].includes(code ?? '')
        ? `se esperaba un rechazo; respuesta ${code ?? 'sin error'}`
        : !refusal && code
          ? `respuesta inesperada: ${code}`
          : null,
    outcome: code ?? 'datos propios',
  };
}

const BLANK = { identifier: '', model: '', orientation: '', tower: '', visible: '' };

function listCase(
  operation: 'properties' | 'warehouses' | 'parkinglots',
  table: UnitTable,
  run: (
    p: Principal,
    t: Parameters<CrossCase['run']>[0]['t'],
    vars: { project_id: string } | { id: string },
  ) => Promise<{ code: string | null; ids: string[] }>,
): CrossCase {
  return {
    operation,
    async run({ t }, principal, foreign) {
      const db = t.database.db;
      const unit = await unitIn(db, table, foreign.projectIds);
      const checks: Check[] = [];
      for (const project of ['', String(unit.project_id)]) {
        const seen = await run(principal, t, { project_id: project });
        const outside = await foreignOf(db, principal, await projectsOfUnits(db, table, seen.ids));
        checks.push(readCheck(`lista (proyecto "${project}")`, seen.code, outside));
      }
      const byId = await run(principal, t, { id: String(unit.id) });
      const outside = await foreignOf(db, principal, await projectsOfUnits(db, table, byId.ids));
      checks.push(readCheck('detalle de una unidad ajena', byId.code, outside, true));
      return checks;
    },
  };
}

const idsOf = (data: { id: string }[] | undefined) => data?.map((u) => u.id) ?? [];

export const propertiesCase = listCase('properties', properties, async (p, t, vars) => {
  const token = p.token ?? '';
  const res =
    'id' in vars
      ? await executeOperation(t.app, PropertyDocument, vars, token)
      : await executeOperation(t.app, PropertiesDocument, { ...BLANK, ...vars }, token);
  return { code: codeOf(res), ids: idsOf(res.data?.properties.data) };
});

export const warehousesCase = listCase('warehouses', warehouses, async (p, t, vars) => {
  const token = p.token ?? '';
  const res =
    'id' in vars
      ? await executeOperation(t.app, WarehouseDocument, vars, token)
      : await executeOperation(t.app, WarehousesDocument, { ...BLANK, ...vars }, token);
  return { code: codeOf(res), ids: idsOf(res.data?.warehouses.data) };
});

export const parkinglotsCase = listCase('parkinglots', parkingLots, async (p, t, vars) => {
  const token = p.token ?? '';
  const res =
    'id' in vars
      ? await executeOperation(t.app, ParkingLotDocument, vars, token)
      : await executeOperation(t.app, ParkingLotsDocument, { ...BLANK, ...vars }, token);
  return { code: codeOf(res), ids: idsOf(res.data?.parkinglots.data) };
});

export const modelsAndTowersCase: CrossCase = {
  operation: 'propertiesandmodelsbyproject',
  async run({ t }, principal, foreign) {
    const project = String(foreign.projectIds[0]);
    const res = await executeOperation(
      t.app,
      PropertiesAndModelsByProjectDocument,
      { project_id: project },
      principal.token ?? '',
    );
    const models = res.data?.propertiesandmodelsbyproject.models ?? [];
    const code = codeOf(res);
    const check = readCheck('modelos y torres de un proyecto ajeno', code, [], true);
    return [{ ...check, leak: res.data ? `respondió ${listed(models)}` : null }];
  },
};

export const unitsGridCase: CrossCase = {
  operation: 'unitsGrid',
  async run({ t }, principal, foreign) {
    const project = String(foreign.projectIds[0]);
    const res = await executeOperation(
      t.app,
      UnitsGridDocument,
      { project_id: project },
      principal.token ?? '',
    );
    const homes = res.data?.unitsGrid.homes.map((home) => Number(home.id)) ?? [];
    const check = readCheck('grilla de disponibilidad de un proyecto ajeno', codeOf(res), [], true);
    return [{ ...check, leak: res.data ? `respondió ${listed(homes)}` : null }];
  },
};

export const tablePropertieCase: CrossCase = {
  operation: 'tablepropertie',
  async run({ t }, principal, foreign: Foreign) {
    const db = t.database.db;
    const attempts = [
      { what: 'resumen sin filtros', project_id: '', real_state_agency: '' },
      {
        what: 'resumen del proyecto ajeno',
        project_id: String(foreign.projectIds[0]),
        real_state_agency: '',
      },
      {
        what: 'resumen de la agencia ajena',
        project_id: '',
        real_state_agency: String(foreign.agencyId),
      },
    ];
    const checks: Check[] = [];
    for (const { what, ...vars } of attempts) {
      const res = await executeOperation(
        t.app,
        TablePropertieDocument,
        { ...vars, page: 1 },
        principal.token ?? '',
      );
      const rows = res.data?.tablepropertie.data ?? [];
      const outside = await foreignOf(
        db,
        principal,
        rows.map((r) => Number(r.project_id)),
      );
      checks.push(readCheck(what, codeOf(res), outside));
    }
    return checks;
  },
};

/** A unit row as it stands, to compare before and after a refused mutation. */
export async function unitSnapshot(db: Db, table: UnitTable, ids: number[]) {
  return db.select().from(table).where(inArray(table.id, ids)).orderBy(asc(table.id));
}
