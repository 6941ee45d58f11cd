import type { Rukan } from '../../../../graphql/generated/server/resolvers-types';
import { maySeeRukan } from '../../../shared/access';
import { auditValues } from '../../audit/audit';
import type { GraphQLContext } from '../../context';
import { perRequest } from '../../kernel';
import { subjectOf } from '../../graphql/authorize';
import { prospectById, rukanOfCustomer } from './business.loaders';
import { toRukan } from './business.mappers';
import { insertAudits } from './business.repository';

// Prospect.rukan: sensitive personal data. Roles without business access (maySeeRukan, the
// `/business` route's roles) get null and nothing is read. Every record handed out is an audit
// row: event 'rukan_read', auditable 'Prospect' (the record is read through a prospect, and the
// prospect's history is where a reviewer looks), the Rukan and customer ids as values. A page of
// prospects writes its audit rows in one insert, and a prospect read twice in one request (two
// aliases, a fragment repeated) is audited once: the audit goes through a per-request loader.

interface RukanRead {
  prospectId: number;
  rukanId: number;
  customerId: number;
}

// Keyed by prospect: the loader's cache is what makes it one audit row per prospect per request.
const auditedReads = perRequest<RukanRead, true, number>(
  async (ctx, reads) => {
    await insertAudits(
      ctx.db,
      reads.map((read) => ({
        user_id: ctx.viewer?.id ?? null,
        event: 'rukan_read',
        auditable_type: 'Prospect',
        auditable_id: String(read.prospectId),
        old_values: {},
        new_values: auditValues({ rukan_id: read.rukanId, customer_id: read.customerId }),
        ip_address: ctx.ip ?? null,
      })),
    );
    return reads.map((): true => true);
  },
  { cacheKeyFn: (read) => read.prospectId },
);

export async function rukanOfProspect(
  ctx: GraphQLContext,
  prospectId: number,
): Promise<Rukan | null> {
  if (!maySeeRukan(subjectOf(ctx.viewer))) return null;
  const prospect = await prospectById(ctx).load(prospectId);
  const rukan = prospect ? await rukanOfCustomer(ctx).load(prospect.customer_id) : null;
  if (!prospect || !rukan) return null;
  await auditedReads(ctx).load({ prospectId, rukanId: rukan.id, customerId: rukan.customer_id });
  return toRukan(rukan);
}
