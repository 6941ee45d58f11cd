import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { contactForms, projects, realStateAgencies } from '../../db/schema';
import { createdWithin, type contactParams } from './exports.params.repository';

// The tables and filters of the Contactos export (exports.contacts.export.ts).

export const contactsFrom = sql`${contactForms}
    join ${projects} on ${projects.id} = ${contactForms.project_id}
    join ${realStateAgencies} on ${realStateAgencies.id} = ${projects.real_state_agency_id}`;

export const contactsWhere = (scope: SQL | undefined, p: z.infer<typeof contactParams>) =>
  and(
    scope,
    p.project ? eq(contactForms.project_id, p.project) : undefined,
    p.real_state_agency ? eq(projects.real_state_agency_id, p.real_state_agency) : undefined,
    createdWithin(contactForms.created_at, p.date_init, p.date_end),
  );
