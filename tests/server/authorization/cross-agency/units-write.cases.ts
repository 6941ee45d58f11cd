import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  CreatePropertyDocument,
  EditParkinglotDocument,
  EditPropertyDocument,
  EditBookeableGroupedPropertyDocument,
  EditPromisableGroupedPropertyDocument,
  EditSectorMedioGroupedPropertyDocument,
  EditVisibleGroupedPropertyDocument,
  EditVisibleParkingLotDocument,
  EditVisiblePropertyDocument,
  EditVisibleWarehouseDocument,
  EditVulnerableGroupedPropertyDocument,
  EditWarehouseDocument,
  RemovePropertyDocument,
} from '../../../../graphql/generated/client/graphql';
import type { Db } from '../../../../src/server/db/client';
import {
  parkingLots,
  properties,
  propertyWarehouses,
  warehouses,
} from '../../../../src/server/db/schema';
import { executeOperation, type OperationResult } from '../../../harness/test-app';
import {
  refusedAndUnchanged,
  refusedWithoutCrossing,
  type Check,
  type CrossCase,
  type CrossContext,
} from './cross-case';
import { unitIn, unitSnapshot, type UnitTable } from './units.cases';
import { ownProjects } from './world';

// Unit mutations by a scoped principal aimed at another agency's units: each must be refused and
// leave the rows exactly as they were (compared in the database). The grouped toggles get a list
// mixing the principal's own homes with one foreign home: nothing at all may change, own included.

type Send = (ctx: CrossContext, token: string, id: number) => Promise<OperationResult<unknown>>;

/** One refused mutation on one foreign unit of `table`. */
function unitCase(
  operation: string,
  table: UnitTable,
  send: Send,
  pick: (r: OperationResult<unknown>) => unknown,
): CrossCase {
  return {
    operation,
    async run(ctx, principal, foreign) {
      const db = ctx.t.database.db;
      const unit = await unitIn(db, table, foreign.projectIds);
      const before = await unitSnapshot(db, table, [unit.id]);
      const result = await send(ctx, principal.token ?? '', unit.id);
      const after = await unitSnapshot(db, table, [unit.id]);
      return [refusedAndUnchanged('unidad ajena', result, pick(result), before, after)];
    },
  };
}

const data = (key: string) => (r: OperationResult<unknown>) =>
  r.data && typeof r.data === 'object' && key in r.data ? Reflect.get(r.data, key) : null;

export const editVisiblePropertyCase = unitCase(
  'editVisibleProperty',
  properties,
  ({ t }, token, id) =>
    executeOperation(t.app, EditVisiblePropertyDocument, { id: String(id), visible: false }, token),
  data('editVisibleProperty'),
);
export const editVisibleWarehouseCase = unitCase(
  'editVisibleWarehouse',
  warehouses,
  ({ t }, token, id) =>
    executeOperation(
      t.app,
      EditVisibleWarehouseDocument,
      { id: String(id), visible: false },
      token,
    ),
  data('editVisibleWarehouse'),
);
export const editVisibleParkingLotCase = unitCase(
  'editVisibleParkingLot',
  parkingLots,
  ({ t }, token, id) =>
    executeOperation(
      t.app,
      EditVisibleParkingLotDocument,
      { id: String(id), visible: false },
      token,
    ),
  data('editVisibleParkingLot'),
);
export const editWarehouseCase = unitCase(
  'editWarehouse',
  warehouses,
  ({ t }, token, id) =>
    executeOperation(
      t.app,
      EditWarehouseDocument,
      { id: String(id), bookeable: false, promisable: false },
      token,
    ),
  data('editWarehouse'),
);
export const editParkinglotCase = unitCase(
  'editParkinglot',
  parkingLots,
  ({ t }, token, id) =>
    executeOperation(
      t.app,
      EditParkinglotDocument,
      { id: String(id), bookeable: false, promisable: false },
      token,
    ),
  data('editParkinglot'),
);
export const editPropertyCase = unitCase(
  'editProperty',
  properties,
  ({ t }, token, id) =>
    executeOperation(
      t.app,
      EditPropertyDocument,
      { id: String(id), price: 1, identifier: 'Cambiada' },
      token,
    ),
  data('editProperty'),
);
export const removePropertyCase = unitCase(
  'removeProperty',
  properties,
  ({ t }, token, id) =>
    executeOperation(t.app, RemovePropertyDocument, { property_id: String(id) }, token),
  data('removeProperty'),
);

async function homesNamed(db: Db, identifier: string) {
  return db
    .select({ id: properties.id, project: properties.project_id })
    .from(properties)
    .where(eq(properties.identifier, identifier));
}

let serial = 0;

export const createPropertyCase: CrossCase = {
  operation: 'createProperty',
  async run({ t }, principal, foreign) {
    const db = t.database.db;
    const token = principal.token ?? '';
    const checks: Check[] = [];
    const identifier = `SONDA-${Date.now()}-${serial++}`;
    const vars = { identifier, price: 2150.5, bathrooms: '1' };
    const intoForeign = await executeOperation(
      t.app,
      CreatePropertyDocument,
      { ...vars, project_id: String(foreign.projectIds[0]) },
      token,
    );
    const made = await homesNamed(db, identifier);
    checks.push(
      refusedAndUnchanged(
        'en un proyecto ajeno',
        intoForeign,
        intoForeign.data?.createProperty,
        [],
        made,
      ),
    );
    const [own] = await ownProjects(db, principal);
    if (own === undefined) return checks;
    const warehouse = await unitIn(db, warehouses, foreign.projectIds);
    const second = `${identifier}-B`;
    const linked = await executeOperation(
      t.app,
      CreatePropertyDocument,
      {
        ...vars,
        identifier: second,
        project_id: String(own),
        warehouse_ids: [String(warehouse.id)],
      },
      token,
    );
    const links = await db
      .select()
      .from(propertyWarehouses)
      .where(eq(propertyWarehouses.warehouse_id, warehouse.id));
    const created = await homesNamed(db, second);
    const crossed = links.some((l) => created.some((c) => c.id === l.property_id));
    checks.push(
      refusedWithoutCrossing(
        'propia con bodega ajena',
        linked,
        linked.data?.createProperty,
        crossed,
        created.length > 0,
      ),
    );
    return checks;
  },
};

/** Own live homes of the principal (by id), for the mixed grouped lists. */
async function ownHomes(db: Db, projectIds: number[]) {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.project_id, projectIds), isNull(properties.deleted_at)))
    .orderBy(asc(properties.id))
    .limit(5);
  return rows.map((r) => r.id);
}

function groupedCase(
  operation: string,
  send: (ctx: CrossContext, token: string, ids: string) => Promise<OperationResult<unknown>>,
): CrossCase {
  return {
    operation,
    async run(ctx, principal, foreign) {
      const db = ctx.t.database.db;
      const stranger = await unitIn(db, properties, foreign.projectIds);
      const own = await ownHomes(db, await ownProjects(db, principal));
      const ids = [...own, stranger.id];
      const before = await unitSnapshot(db, properties, ids);
      const result = await send(ctx, principal.token ?? '', JSON.stringify(ids));
      const after = await unitSnapshot(db, properties, ids);
      return [
        refusedAndUnchanged(
          `${own.length} propias y 1 ajena`,
          result,
          data(operation)(result),
          before,
          after,
        ),
      ];
    },
  };
}

const flipped = (ids: string) => ({ properties: ids, flag: true, propertie_type: 'property' });

export const editVisibleGroupedCase = groupedCase(
  'editVisibleGroupedProperty',
  ({ t }, token, ids) =>
    executeOperation(
      t.app,
      EditVisibleGroupedPropertyDocument,
      { ...flipped(ids), flag: false },
      token,
    ),
);
export const editVulnerableGroupedCase = groupedCase(
  'editVulnerableGroupedProperty',
  ({ t }, token, ids) =>
    executeOperation(t.app, EditVulnerableGroupedPropertyDocument, flipped(ids), token),
);
export const editSectorMedioGroupedCase = groupedCase(
  'editSectorMedioGroupedProperty',
  ({ t }, token, ids) =>
    executeOperation(t.app, EditSectorMedioGroupedPropertyDocument, flipped(ids), token),
);
export const editBookeableGroupedCase = groupedCase(
  'editBookeableGroupedProperty',
  ({ t }, token, ids) =>
    executeOperation(
      t.app,
      EditBookeableGroupedPropertyDocument,
      { ...flipped(ids), flag: false },
      token,
    ),
);
export const editPromisableGroupedCase = groupedCase(
  'editPromisableGroupedProperty',
  ({ t }, token, ids) =>
    executeOperation(
      t.app,
      EditPromisableGroupedPropertyDocument,
      { ...flipped(ids), flag: false },
      token,
    ),
);
