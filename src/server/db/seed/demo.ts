import type { Tx } from '../client';
import type { SeedRoleName } from './access';
import { seedProspects } from './business';
import { seedAgencies, seedProjects } from './catalog';
import { seedContacts } from './contacts';
import { seedContent } from './content';
import type { SeedContext } from './context';
import { seedCustomers } from './customers';
import type { GeoIds } from './geo';
import type { LookupIds } from './lookups';
import { seedDemoUsers } from './people';
import { seedPreapprovals } from './preapprovals';
import { createRng } from './random';
import { seedRukans } from './rukans';
import { seedSales } from './sales';
import { createTimeline } from './timeline';
import { seedUfValues } from './uf-values';
import { seedUnits } from './units';

// The demo data set, in dependency order. One fixed PRNG seed: the same data on every run (dates
// are relative to `now`, so the dashboard always shows the last twelve months).

const DEMO_SEED = 20_240_601;

export interface BaseIds {
  roleIds: Map<SeedRoleName, number>;
  geo: GeoIds;
  lookups: LookupIds;
}

export interface DemoOptions {
  scale: number;
  now: Date;
}

export async function seedDemoData(
  tx: Tx,
  base: BaseIds,
  passwordHash: string,
  options: DemoOptions,
): Promise<void> {
  const ctx: SeedContext = {
    tx,
    rng: createRng(DEMO_SEED),
    timeline: createTimeline(options.now),
    geo: base.geo,
    lookups: base.lookups,
    scale: options.scale,
  };
  const agencyIds = await seedAgencies(ctx);
  const projectList = await seedProjects(ctx, agencyIds);
  const units = await seedUnits(ctx, projectList);
  const staff = await seedDemoUsers(tx, passwordHash, base.roleIds, agencyIds, projectList);
  const people = await seedCustomers(ctx, projectList);
  const quoted = await seedSales(ctx, projectList, units, people);
  const preapprovalOf = await seedPreapprovals(ctx, quoted, people, projectList);
  const prospectCustomers = await seedProspects(ctx, quoted, preapprovalOf, projectList, staff);
  await seedRukans(ctx, prospectCustomers, people);
  await seedContacts(ctx, projectList);
  await seedContent(ctx, projectList, staff);
  await seedUfValues(ctx);
}
