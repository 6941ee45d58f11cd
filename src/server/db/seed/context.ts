import type { Tx } from '../client';
import type { GeoIds } from './geo';
import type { LookupIds } from './lookups';
import type { Rng } from './random';
import type { Timeline } from './timeline';

// What every demo seeding step receives: the transaction, the deterministic generator, the demo
// clock and the ids of the reference data seeded before.

export interface SeedContext {
  tx: Tx;
  rng: Rng;
  timeline: Timeline;
  geo: GeoIds;
  lookups: LookupIds;
  /** Multiplies the transactional volumes (quotations, contacts, prospects, ...). */
  scale: number;
}

/** A seeded project and what later steps need to know about it. */
export interface SeedProject {
  id: number;
  agencyId: number;
  /** Index of the agency in AGENCIES (0 = agency 1 of the demo). */
  agencyIndex: number;
  communeId: number;
  name: string;
  kind: 'Departamentos' | 'Casas';
  /** The project's "desde" price, UF. */
  priceFrom: number;
  /** Reserve (booking) amount, CLP. */
  reserveAmount: number;
}

/** A seeded unit with its UF price, for quotations. */
export interface SeedUnit {
  id: number;
  projectId: number;
  price: number;
}

export interface SeedProperty extends SeedUnit {
  model: string;
  /** Complements sold with it, if any. */
  warehouse: SeedUnit | null;
  parkingLot: SeedUnit | null;
}
