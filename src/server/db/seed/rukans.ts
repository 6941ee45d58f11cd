import { inArray } from 'drizzle-orm';
import { customers, rukans } from '../schema';
import type { RukanPerson } from '../schema/rukans';
import { insertAll, must } from './bulk';
import type { SeedContext } from './context';
import type { SeedCustomer } from './customers';
import { randomPerson } from './names';
import { createRutSource } from './rut';

// Rukan social-registry records for about a third of the prospects' customers; some are already
// past their validity so the "rukans_vig" filter has both kinds.

const TRAMOS = ['40%', '50%', '60%', '70%', '80%', '90%'];
const DAY_MS = 86_400_000;

export async function seedRukans(
  ctx: SeedContext,
  prospectCustomerIds: readonly number[],
  people: readonly SeedCustomer[],
): Promise<void> {
  const { tx, rng, timeline, geo } = ctx;
  const byId = new Map(people.map((c) => [c.id, c]));
  const nextRut = createRutSource(rng);
  const person = (relation: string, lastName?: string): RukanPerson => {
    const p = randomPerson(rng);
    const rut = nextRut();
    return {
      name: p.name,
      last_name: lastName ?? p.last_name,
      ...rut,
      relation,
      nationality: 'Chilena',
    };
  };
  const chosen = prospectCustomerIds.filter(() => rng.chance(0.35)).map((id) => must(byId, id));
  const rows = chosen.map((c) => {
    const place = must(geo.placeOfCommune, c.communeId);
    const partner = rng.chance(0.5) ? person('cónyuge') : null;
    const children = Array.from({ length: rng.int(0, 3) }, () =>
      person(
        'hijo(a)',
        `${c.last_name.split(' ')[0] ?? ''} ${partner?.last_name.split(' ')[0] ?? ''}`.trim(),
      ),
    );
    const polled = new Date(timeline.now.getTime() - rng.int(30, 500) * DAY_MS);
    return {
      customer_id: c.id,
      holder: {
        name: c.name,
        last_name: c.last_name,
        rut: c.rut,
        rut_dv: c.rut_dv,
        relation: 'titular',
      },
      partner,
      children,
      social_registry: {
        tramo_cse: rng.pick(TRAMOS),
        folio: String(rng.int(100_000_000, 999_999_999)),
        date_poll: timeline.day(polled),
        region: place.region,
        city: place.commune,
      },
      members: [...(partner ? [partner] : []), ...children],
      residence: {
        commune: place.commune,
        tenure: rng.pick(['propia', 'arrendada', 'cedida', 'allegado']),
        household_size: 1 + (partner ? 1 : 0) + children.length,
      },
      rural_housing_program: null,
      subsidies: rng.chance(0.2)
        ? [{ owner: 'holder', name: 'DS49', year: 2019, status: 'Postulado' }]
        : [],
      properties: [],
      valid_until: timeline.day(new Date(polled.getTime() + 365 * DAY_MS)),
      created_at: polled,
      updated_at: polled,
    };
  });
  await insertAll(tx, rukans, rows);
  if (chosen.length > 0) {
    await tx
      .update(customers)
      .set({ rukaneado: true })
      .where(
        inArray(
          customers.id,
          chosen.map((c) => c.id),
        ),
      );
  }
}
