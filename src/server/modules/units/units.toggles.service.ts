import type { GraphQLContext } from '../../context';
import { announceUnits, auditUnit, unitSnapshot } from './units.audit.service';
import type { UnitKind } from './units.kinds.service';
import { requireUnit } from './units.query.service';
import { findUnit, type PropertyRow, type UnitRow } from './units.repository';
import { updateUnitFlags, type UnitFlagValues } from './units.write.repository';

// The switches of one unit (editVisibleProperty, editVisibleWarehouse, editVisibleParkingLot,
// editWarehouse, editParkinglot): flags left out (or null) keep their value; the audit row names
// only what changed.

export interface UnitFlags {
  visible?: boolean | null;
  bookeable?: boolean | null;
  promisable?: boolean | null;
}

export function setUnitFlags(
  ctx: GraphQLContext,
  kind: 'property',
  id: string,
  flags: UnitFlags,
): Promise<PropertyRow>;
export function setUnitFlags(
  ctx: GraphQLContext,
  kind: UnitKind,
  id: string,
  flags: UnitFlags,
): Promise<UnitRow>;
export async function setUnitFlags(
  ctx: GraphQLContext,
  kind: UnitKind,
  id: string,
  flags: UnitFlags,
): Promise<PropertyRow | UnitRow> {
  const set: UnitFlagValues = {};
  if (flags.visible != null) set.visible = flags.visible;
  if (flags.bookeable != null) set.bookeable = flags.bookeable;
  if (flags.promisable != null) set.promisable = flags.promisable;
  const after = await ctx.db.transaction(async (tx) => {
    const before = await requireUnit(ctx, tx, kind, id, true);
    if (Object.keys(set).length === 0) return before;
    await updateUnitFlags(tx, kind, before.id, set);
    const row = await findUnit(tx, kind, before.id);
    if (!row) throw new Error('the edited unit vanished');
    await auditUnit(ctx, tx, kind, row.id, 'updated', unitSnapshot(before), unitSnapshot(row));
    return row;
  });
  await announceUnits(
    ctx,
    [{ type: kind, action: 'updated', id: after.id, projectId: after.project_id }],
    after.agency_id,
  );
  return after;
}
