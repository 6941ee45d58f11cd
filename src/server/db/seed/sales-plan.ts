import type {
  BookingRequestStatus,
  PromiseRequestStatus,
  QuotationStatus,
} from '../schema/statuses';
import type { SeedContext, SeedProject, SeedProperty, SeedUnit } from './context';
import type { SeedCustomer } from './customers';

// Plans the demo's sales in memory before anything is inserted, so statuses agree: a property is
// booked (paid or pending) at most once, a promise follows only a paid booking, and a quotation's
// status reflects what became of it ('promised', 'booked', 'expired' after 15 days, 'active').

const DAY_MS = 86_400_000;

export interface PlannedQuotation {
  customer: SeedCustomer;
  project: SeedProject;
  property: SeedProperty;
  warehouse: SeedUnit | null;
  parkingLot: SeedUnit | null;
  at: Date;
  status: QuotationStatus;
  booking?: { status: BookingRequestStatus; at: Date };
  promise?: { status: PromiseRequestStatus; at: Date; pieUf: number };
}

export function planQuotations(
  ctx: SeedContext,
  list: readonly SeedProject[],
  units: readonly SeedProperty[],
  people: readonly SeedCustomer[],
): PlannedQuotation[] {
  const { rng, timeline } = ctx;
  const byProject = new Map(list.map((p) => [p.id, units.filter((u) => u.projectId === p.id)]));
  const planned = Array.from({ length: Math.round(600 * ctx.scale) }, (): PlannedQuotation => {
    const customer = rng.pick(people);
    const project = rng.pick(list);
    const property = rng.pick(byProject.get(project.id) ?? []);
    return {
      customer,
      project,
      property,
      warehouse: property.warehouse && rng.chance(0.7) ? property.warehouse : null,
      parkingLot: property.parkingLot && rng.chance(0.7) ? property.parkingLot : null,
      at: timeline.after(customer.createdAt, rng, 90),
      status: 'active',
    };
  }).sort((a, b) => a.at.getTime() - b.at.getTime());
  const taken = new Set<number>();
  for (const q of planned) {
    if (taken.has(q.property.id) || !rng.chance(0.16)) continue;
    const status = rng.weighted<BookingRequestStatus>([
      ['paid', 50],
      ['pending', 20],
      ['expired', 12],
      ['cancelled', 12],
      ['rejected', 6],
    ]);
    q.booking = { status, at: timeline.after(q.at, rng, 10) };
    if (status === 'paid' || status === 'pending') taken.add(q.property.id);
    if (status === 'paid' && rng.chance(0.55)) {
      const promise = rng.weighted<PromiseRequestStatus>([
        ['paid', 45],
        ['signed', 25],
        ['pending', 20],
        ['cancelled', 10],
      ]);
      q.promise = {
        status: promise,
        at: timeline.after(q.booking.at, rng, 30),
        pieUf: rng.int(30, 90),
      };
    }
    const promised = q.promise?.status === 'paid' || q.promise?.status === 'signed';
    q.status = promised ? 'promised' : status === 'paid' ? 'booked' : q.status;
  }
  for (const q of planned) {
    if (q.status === 'active' && timeline.now.getTime() - q.at.getTime() > 15 * DAY_MS)
      q.status = 'expired';
  }
  return planned;
}
