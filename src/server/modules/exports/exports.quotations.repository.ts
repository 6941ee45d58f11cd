import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { communes, customers, projects, quotations, realStateAgencies } from '../../db/schema';
import { createdWithin, type quotationParams } from './exports.params.repository';
import { quotedUnitJoins } from './exports.quoted-unit.repository';

// The tables, filters and computed columns of the Cotizaciones export
// (exports.quotations.export.ts).

/** Whether the quotation led to a booking request, or to a promise request. */
export const booked = sql`exists (select 1 from booking_requests b where b.quotation_id = ${quotations.id})`;
export const promised = sql`exists (select 1 from promise_requests p where p.quotation_id = ${quotations.id})`;

export const quotationsFrom = sql`${quotations}
    join ${projects} on ${projects.id} = ${quotations.project_id}
    join ${realStateAgencies} on ${realStateAgencies.id} = ${projects.real_state_agency_id}
    join ${customers} on ${customers.id} = ${quotations.customer_id}
    left join ${communes} on ${communes.id} = ${customers.commune_id}
    ${quotedUnitJoins(quotations.id)}`;

export const quotationsWhere = (scope: SQL | undefined, p: z.infer<typeof quotationParams>) =>
  and(
    scope,
    p.project_id ? eq(quotations.project_id, p.project_id) : undefined,
    p.real_state_agency ? eq(projects.real_state_agency_id, p.real_state_agency) : undefined,
    createdWithin(quotations.created_at, p.date_ini, p.date_end),
  );
