import type { Database } from '../../src/server/db/client';
import { seedQuotationsBench } from './quotations-list.seed';

// The data of the search-from-anywhere benchmark: the quotations benchmark's (250,000 customers,
// `quotations` quotations over 40 projects of 8 agencies) plus `prospects` prospects of those
// customers across the pipeline's stages and a pre-approval for every fifth customer, all
// set-based SQL.

export { ADMIN, AGENCY_ADMIN, CUSTOMERS, rutBodyOf } from './quotations-list.seed';

const extraSql = (prospects: number, customers: number) => `
  create temporary table search_projects as
    select id, row_number() over (order by id) - 1 as k from projects
    where slug like 'banco-cotizaciones-%';
  create temporary table search_first as select min(id) as customer from customers;
  insert into prospects (project_id, customer_id, pipeline_stage_id, criticality, status,
      created_at, updated_at)
    select sp.id, sf.customer + (n::bigint * 104729) % ${customers},
      st.ids[1 + n % cardinality(st.ids)], (array['low','medium','high'])[1 + n % 3], 'open',
      now() - make_interval(mins => n * 7), now() - make_interval(mins => n * 7)
    from generate_series(1, ${prospects}) n
    join search_projects sp on sp.k = n % 40
    cross join search_first sf
    cross join (select array_agg(id order by id) as ids from pipeline_stages) st;
  insert into preapprovals (project_id, customer_id, status, description, property_type)
    select sp.id, sf.customer + n * 5, (array['pending','in_review','approved','rejected'])[1 + n % 4],
      'Antecedentes enviados.', 'Departamento'
    from generate_series(0, ${customers / 5 - 1}) n
    join search_projects sp on sp.k = n % 40 cross join search_first sf;`;

/** Seeds the quotations benchmark, then the prospects and pre-approvals; returns its agency. */
export async function seedSearchBench(
  database: Database,
  quotations: number,
  prospects: number,
  customers: number,
): Promise<number> {
  const agencyId = await seedQuotationsBench(database, quotations);
  await database.exec(extraSql(prospects, customers));
  await database.exec('vacuum analyze');
  return agencyId;
}
