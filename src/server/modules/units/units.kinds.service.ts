import { parkingLots, properties, warehouses } from '../../db/schema';

// The three kinds of unit share their columns (units.ts `unitColumns`) and therefore most code:
// a kind names its table, its audit and realtime names and its Spanish messages.

export type UnitKind = 'property' | 'warehouse' | 'parkinglot';

export const UNIT_KINDS: readonly UnitKind[] = ['property', 'warehouse', 'parkinglot'];

export const unitTables = {
  property: properties,
  warehouse: warehouses,
  parkinglot: parkingLots,
} as const;

export type UnitTable = (typeof unitTables)[UnitKind];

/** auditable_type of each kind (the contract's type names). */
export const auditableTypes: Record<UnitKind, string> = {
  property: 'Property',
  warehouse: 'Warehouse',
  parkinglot: 'ParkingLot',
};

export const unitMessages: Record<UnitKind, { notFound: string; forbidden: string }> = {
  property: {
    notFound: 'La propiedad no existe.',
    forbidden: 'No tienes acceso a esta propiedad.',
  },
  warehouse: { notFound: 'La bodega no existe.', forbidden: 'No tienes acceso a esta bodega.' },
  parkinglot: {
    notFound: 'El estacionamiento no existe.',
    forbidden: 'No tienes acceso a este estacionamiento.',
  },
};

/** Where a unit's audits are read: warehouses and parking lots share the property rule. */
export const auditsPathOf = (id: number | string) => `/properties/${id}/audits`;

/** The units list page size (the /properties table is virtualized on the client). */
export const UNITS_PER_PAGE = 250;
