import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  customers,
  pipelineStages,
  preapprovals,
  projects,
  prospects,
  rukans,
} from '../../db/schema';
import { createdWithin, type prospectParams } from './exports.params.repository';

// The tables, filters and computed columns of the Negocios export (exports.prospects.export.ts).

const today = sql`(now() at time zone 'America/Santiago')::date`;

/** Whether the customer's Rukan is current today (Chile's date). */
export const rukanCurrent = sql`(${rukans.id} is not null and
  (${rukans.valid_until} is null or ${rukans.valid_until} >= ${today}))`;

/** The RSH bracket of the customer's Rukan. */
export const rshBracket = sql`${rukans.social_registry}->>'tramo_cse'`;

/** The customer's first co-debtor's full name. */
export const codebtorName = sql`(select concat_ws(' ', c.name, c.last_name) from codebtors c
  where c.customer_id = ${customers.id} order by c.id limit 1)`;

export const prospectsFrom = sql`${prospects}
    join ${projects} on ${projects.id} = ${prospects.project_id}
    join ${customers} on ${customers.id} = ${prospects.customer_id}
    join ${pipelineStages} on ${pipelineStages.id} = ${prospects.pipeline_stage_id}
    left join ${preapprovals} on ${preapprovals.id} = ${prospects.preapproval_id}
    left join ${rukans} on ${rukans.customer_id} = ${prospects.customer_id}`;

export const prospectsWhere = (scope: SQL | undefined, p: z.infer<typeof prospectParams>) =>
  and(
    scope,
    p.project_id ? eq(prospects.project_id, p.project_id) : undefined,
    createdWithin(prospects.created_at, p.date_ini, p.date_end),
    p.pre_approvals_status ? eq(preapprovals.status, p.pre_approvals_status) : undefined,
    p.rukans_vig === '1' ? rukanCurrent : p.rukans_vig === '0' ? sql`not ${rukanCurrent}` : undefined, // prettier-ignore
  );
