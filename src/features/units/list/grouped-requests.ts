// The grouped toolbar's requests: one mutation for every selected unit (the ids as JSON text, the
// flag and the unit type), and the read of a unit's flag when the client holds no row of it.
import {
  EditBookeableGroupedPropertyDocument,
  EditPromisableGroupedPropertyDocument,
  EditSectorMedioGroupedPropertyDocument,
  EditVisibleGroupedPropertyDocument,
  EditVulnerableGroupedPropertyDocument,
  ParkingLotDocument,
  PropertyDocument,
  WarehouseDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation } from '../../../lib/network/execute';
import type { GroupedField } from './grouped-toolbar';
import type { UnitKind } from '../units.types';

export interface GroupedChange {
  kind: UnitKind;
  ids: readonly string[];
  field: GroupedField;
  flag: boolean;
}

export interface GroupedOutcome {
  /** Every unit asked for (all of them now hold the flag). */
  ids: string[];
  /** How many of them changed. */
  updated: number;
}

/** Sets `flag` on every listed unit in one request; all or nothing, audited per unit. */
export async function runGrouped({
  kind,
  ids,
  field,
  flag,
}: GroupedChange): Promise<GroupedOutcome> {
  const variables = {
    properties: JSON.stringify(ids.map(Number)),
    flag,
    propertie_type: kind,
  };
  switch (field) {
    case 'visible':
      return (await executeOperation(EditVisibleGroupedPropertyDocument, variables))
        .editVisibleGroupedProperty;
    case 'bookeable':
      return (await executeOperation(EditBookeableGroupedPropertyDocument, variables))
        .editBookeableGroupedProperty;
    case 'promisable':
      return (await executeOperation(EditPromisableGroupedPropertyDocument, variables))
        .editPromisableGroupedProperty;
    case 'vulnerable':
      return (await executeOperation(EditVulnerableGroupedPropertyDocument, variables))
        .editVulnerableGroupedProperty;
    case 'sectores_medios':
      return (await executeOperation(EditSectorMedioGroupedPropertyDocument, variables))
        .editSectorMedioGroupedProperty;
  }
}

async function readOne(kind: UnitKind, id: string, field: GroupedField): Promise<boolean> {
  if (kind === 'property') {
    const { properties } = await executeOperation(PropertyDocument, { id });
    const home = properties.data[0];
    if (!home) throw new Error(`Unit ${id} not found`);
    return home[field];
  }
  const rows =
    kind === 'warehouse'
      ? (await executeOperation(WarehouseDocument, { id })).warehouses.data
      : (await executeOperation(ParkingLotDocument, { id })).parkinglots.data;
  const unit = rows[0];
  if (!unit) throw new Error(`Unit ${id} not found`);
  // Warehouses and parking lots carry no homes-only mark: the toolbar never asks for one.
  if (field === 'vulnerable' || field === 'sectores_medios') return false;
  return unit[field];
}

/** The current value of `field` on units the client holds no row of. */
export async function readFlags(
  kind: UnitKind,
  ids: readonly string[],
  field: GroupedField,
): Promise<Map<string, boolean>> {
  const values = await Promise.all(ids.map((id) => readOne(kind, id, field)));
  return new Map(ids.map((id, i) => [id, values[i] ?? false]));
}
