import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../src/server/auth/passwords';
import { openDatabase } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed';
import type { BulkSession } from './dashboard-copy';
import { loadRows, TABLES } from './dashboard-rows';
import { blocksOf } from '../../src/server/rest/dashboard/dashboard.blocks';
import { addDays, chileToday } from '../../src/server/rest/dashboard/dashboard.dates';
import { RUT_DV_SQL } from './rut-sql';

// The data of the dashboard benchmark: 40 agencies with 500 projects between them (a few big
// developers, many small ones), one home a project, 50,000 customers with valid RUTs, and the
// records the eight charts count, loaded with COPY (dashboard-rows.ts). The rollup triggers of
// migration 0009 are off during the COPY (each chunk's upsert at three levels and two grains
// made a 10 M load take most of an hour on PGlite): dashboard_rollups_rebuild() computes the
// rollups from the raw tables in one statement afterwards, in the same transaction as turning
// the triggers back on, and verifyRollups checks them against the raw tables. An Admin and an agency admin (RealstateAdmin
// of the busiest agency) sign in.

export const ADMIN = { email: 'admin@banco-tablero.cl', password: 'Tablero2025' };
export const AGENCY_ADMIN = { email: 'jefa@banco-tablero.cl', password: 'Tablero2025' };
const CUSTOMERS = 50_000;
const AGENCY = 'Inmobiliaria Banco Tablero';
const PLACES = `array['Cordillera','Pacífico','Maipo','Biobío','Atacama','Aconcagua','Elqui','Llanquihue']`; // prettier-ignore

const basicsSql = (adminHash: string) => `
  insert into real_state_agencies (name, official_name)
    select '${AGENCY} ' || a, '${AGENCY} ' || a || ' SpA' from generate_series(1, 40) a;
  -- Agency of project g: the first 40 one each, the rest skewed towards the first agencies.
  insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from,
      area_from, commune_id)
    select ag.id, 'Condominio ' || (${PLACES})[1 + g % 8] || ' ' || g, 'banco-tablero-' || g,
      'Departamentos', 1500 + g % 30 * 50, 2, 45, (select min(id) from communes) + g % 300
    from generate_series(1, 500) g
    join (select id, row_number() over (order by id) as k from real_state_agencies
          where name like '${AGENCY} %') ag
      on ag.k = case when g <= 40 then g else 1 + floor(40 * power((g * 0.6180339887)::numeric % 1, 1.5))::int end;
  insert into properties (project_id, identifier, model, price, floor, tower, type, bedrooms,
      bathrooms, total_area, built_area, municipal_area)
    select id, 'A101', 'Modelo A 2D1B', 1600, 1, 'A', 'Departamento', 2, 1, 52, 48, 48
    from projects where slug like 'banco-tablero-%';
  insert into customers (name, last_name, rut, rut_dv, email, phone, status, commune_id)
    select 'Cliente', 'Tablero ' || n, b, ${RUT_DV_SQL}, 'tablero' || n || '@correo.cl',
      '+569' || lpad((n::bigint * 7919 % 100000000)::text, 8, '0'), 'activo',
      (select min(id) from communes) + n % 300
    from (select n, 12000000 + n * 43 as b from generate_series(1, ${CUSTOMERS}) n) s;
  insert into users (name, last_name, email, password, status) values
    ('Javiera', 'Núñez Ibarra', '${AGENCY_ADMIN.email}', '${adminHash}', true);
  insert into user_roles (user_id, role_id, position)
    select u.id, r.id, 0 from users u, roles r
    where u.email = '${AGENCY_ADMIN.email}' and r.name = 'RealstateAdmin';
  insert into real_state_agency_users (user_id, real_state_agency_id)
    select u.id, (select min(id) from real_state_agencies where name like '${AGENCY} %')
    from users u where u.email = '${AGENCY_ADMIN.email}';`;

const LOADED = Object.keys(TABLES)
  .map((t) => `'${t}'::regclass`)
  .join(', ');

// Without per-row foreign-key checks and index upkeep the COPY runs several times faster: the
// loaded tables' foreign keys and secondary indexes are dropped and rebuilt after it (one
// validating join, one sorted build each) from their catalog definitions.
const setAside = `
  create temporary table bench_ddl as
    select 1 as pass, format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop_sql,
      format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as make_sql
    from pg_constraint where contype = 'f' and conrelid in (${LOADED})
    union all
    select 0, format('drop index %s', indexrelid::regclass), pg_get_indexdef(indexrelid)
    from pg_index where indrelid in (${LOADED}) and not indisprimary;
  do $$ declare r record; begin
    for r in select drop_sql from bench_ddl order by pass desc loop execute r.drop_sql; end loop;
  end $$;`;
// Only the dashboard's rollup triggers: the other count triggers (0007, 0008) and the
// notifications stay on, as they were.
const ROLLUP_TRIGGERS = `
  select format('alter table %s %%s trigger %I', tgrelid::regclass, tgname) as sql
  from pg_trigger where not tgisinternal and tgname like '%\\_dashboard\\_insert'
    and tgrelid in (${LOADED})`;
const rollupTriggers = (mode: 'disable' | 'enable') => `
  do $$ declare r record; begin
    for r in ${ROLLUP_TRIGGERS} loop execute format(r.sql, '${mode}'); end loop;
  end $$;`;
// The rebuild's one INSERT of millions of rows into dashboard_counts is several times faster
// into a table without indexes, then one sorted build each; the memory settings keep its
// aggregates and sorts off disk. One transaction: nothing sees the triggers on before the rollups
// are whole, or the table without its primary key.
const rebuildRollups = `
  set work_mem = '256MB';
  set maintenance_work_mem = '512MB';
  begin;
  create temporary table bench_rollup_ddl on commit drop as
    select 0 as pass, format('alter table dashboard_counts drop constraint %I', conname) as drop_sql,
      format('alter table dashboard_counts add constraint %I %s', conname, pg_get_constraintdef(oid)) as make_sql
    from pg_constraint where conrelid = 'dashboard_counts'::regclass and contype = 'p'
    union all
    select 1, format('drop index %s', indexrelid::regclass), pg_get_indexdef(indexrelid)
    from pg_index where indrelid = 'dashboard_counts'::regclass and not indisprimary;
  do $$ declare r record; begin
    for r in select drop_sql from bench_rollup_ddl order by pass desc loop execute r.drop_sql; end loop;
  end $$;
  ${rollupTriggers('enable')}
  select dashboard_rollups_rebuild();
  do $$ declare r record; begin
    for r in select make_sql from bench_rollup_ddl order by pass loop execute r.make_sql; end loop;
  end $$;
  commit;
  reset work_mem;
  reset maintenance_work_mem;`;
const restore = `
  do $$ declare r record; begin
    for r in select make_sql from bench_ddl order by pass loop execute r.make_sql; end loop;
  end $$;
  select setval('quotations_id_seq', (select max(id) from quotations));`;

const num = (row: Record<string, unknown> | undefined, key: string) => Number(row?.[key] ?? NaN);

/** Seeds the platform basics with the Admin (through the app's own seed) on a fresh database. */
export async function seedDashboardBasics(target: { dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase(target);
  try {
    await seedIfEmpty(database, { demo: false, adminEmail: ADMIN.email, adminPassword: ADMIN.password }); // prettier-ignore
  } finally {
    await database.close();
  }
}

export interface DashboardSeedReport {
  seconds: number;
  /** Seconds of each step after the basics. */
  phases: [string, number][];
  rows: Map<string, number>;
  agencyId: number;
  busiestProject: number;
}

/** Bulk-loads the dashboard's data over a raw session (after seedDashboardBasics). */
export async function seedDashboardBench(
  session: BulkSession,
  count: number,
): Promise<DashboardSeedReport> {
  const t0 = performance.now();
  await session.exec(basicsSql(await hashPassword(AGENCY_ADMIN.password)));
  const projects = await session.rows(`
    select p.id, min(h.id) as property from projects p join properties h on h.project_id = p.id
    where p.slug like 'banco-tablero-%' group by p.id order by p.id`);
  const [first] = await session.rows(`
    select (select min(id) from customers where email like 'tablero%') as customer,
      (select coalesce(max(id), 0) + 1 from quotations) as quotation,
      (select min(id) from real_state_agencies where name like '${AGENCY} %') as agency`);
  const stages = await session.rows(`select s.id, coalesce(s.outcome, 'open') as status
    from pipeline_stages s order by s.pipeline_id, s."order" limit 7`);
  await session.exec(setAside);
  await session.exec(rollupTriggers('disable'));
  const phases: [string, number][] = [];
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push([name, (now - mark) / 1000]);
    mark = now;
  };
  const rows = await loadRows(session, {
    count,
    projects: projects.map((p) => ({ id: num(p, 'id'), property: num(p, 'property') })),
    firstCustomer: num(first, 'customer'),
    customers: CUSTOMERS,
    stages: stages.map((s) => ({ id: num(s, 'id'), status: String(s.status) })),
    firstQuotationId: num(first, 'quotation'),
    now: Date.now(),
  });
  phase('COPY');
  await session.exec(restore);
  phase('índices y llaves');
  await session.exec(rebuildRollups);
  phase('rollups (dashboard_rollups_rebuild)');
  // What autovacuum does after a bulk load on a PostgreSQL server (statistics, visibility map).
  await session.exec('vacuum analyze');
  phase('vacuum analyze');
  return {
    seconds: (performance.now() - t0) / 1000,
    phases,
    rows,
    agencyId: num(first, 'agency'),
    busiestProject: num(projects[0], 'id'),
  };
}

/**
 * Checks the rollups the triggers kept during the COPY against the raw tables: always one count
 * (the busiest project's booked quotations over a year, read both ways, and the agency level's
 * month counts of every status over the same year); with `full`, both rollup tables against
 * dashboard_rollups_rebuild() (a full scan: small loads only). Returns the spot counts.
 */
export async function verifyRollups(
  session: BulkSession,
  seeded: DashboardSeedReport,
  full: boolean,
) {
  const p = seeded.busiestProject;
  const a = seeded.agencyId;
  const chileDay = `(created_at at time zone 'America/Santiago')::date`;
  const range = `between date_trunc('month', current_date - 400)::date and date_trunc('month', current_date - 35)::date - 1`; // prettier-ignore
  const [spot] = await session.rows(`
    select (select count(*) from quotations where project_id = ${p} and status = 'booked'
        and ${chileDay} ${range}) as raw_project,
      (select coalesce(sum(n), 0) from dashboard_counts where metric = 'quotation' and scope = 'p'
        and scope_id = ${p} and grain = 'd' and kind = 'booked' and bucket ${range}) as rollup_project,
      (select count(*) from quotations q join projects j on j.id = q.project_id
        where j.real_state_agency_id = ${a} and (q.created_at at time zone 'America/Santiago')::date ${range}) as raw_agency,
      (select coalesce(sum(n), 0) from dashboard_counts where metric = 'quotation' and scope = 'a'
        and scope_id = ${a} and grain = 'm' and kind = '*' and bucket ${range}) as rollup_agency`);
  const blocks = await verifyBlocks(session, seeded);
  const counts = {
    project: [num(spot, 'raw_project'), num(spot, 'rollup_project')],
    agency: [num(spot, 'raw_agency'), num(spot, 'rollup_agency')],
    blocks,
    rebuildDifferences: -1,
  };
  if (full) {
    await session.exec(`
      create temporary table kept_counts as select * from dashboard_counts;
      create temporary table kept_blocks as select * from dashboard_block_counts;
      select dashboard_rollups_rebuild();`);
    const [diff] = await session.rows(`
      select (select count(*) from ((select * from kept_counts except select * from dashboard_counts)
          union all (select * from dashboard_counts except select * from kept_counts)) c)
        + (select count(*) from ((select * from kept_blocks except select * from dashboard_block_counts)
          union all (select * from dashboard_block_counts except select * from kept_blocks)) b) as n`);
    counts.rebuildDifferences = num(diff, 'n');
  }
  return counts;
}

/**
 * The blocks (migration 0019) against the raw tables over the last 365 days, read as the charts
 * read them (dashboard.blocks.ts): the busiest project's booked quotations, the agency's
 * quotations, the platform's contacts of projects. Pairs [raw, blocks].
 */
export async function verifyBlocks(
  session: BulkSession,
  seeded: Pick<DashboardSeedReport, 'agencyId' | 'busiestProject'>,
) {
  const to = chileToday();
  const from = addDays(to, -364);
  const list = blocksOf(from, to)
    .map((b) => `(${b.grain}::smallint, date '${b.from}')`)
    .join(', ');
  const chileDay = (t: string) => `(${t}.created_at at time zone 'America/Santiago')::date between date '${from}' and date '${to}'`; // prettier-ignore
  const block = (
    metric: string,
    scope: string,
    id: number,
    kind: string,
  ) => `(select coalesce(sum(b.n), 0)
    from dashboard_block_counts b join (values ${list}) v(grain, bucket)
      on b.grain = v.grain and b.bucket = v.bucket
    where b.metric = '${metric}' and b.scope = '${scope}' and b.scope_id = ${id} and b.kind = '${kind}')`;
  const [row] = await session.rows(`select
    (select count(*) from quotations q where q.project_id = ${seeded.busiestProject}
      and q.status = 'booked' and ${chileDay('q')}) as raw_project,
    ${block('quotation', 'p', seeded.busiestProject, 'booked')} as block_project,
    (select count(*) from quotations q join projects j on j.id = q.project_id
      where j.real_state_agency_id = ${seeded.agencyId} and ${chileDay('q')}) as raw_agency,
    ${block('quotation', 'a', seeded.agencyId, '*')} as block_agency,
    (select count(*) from contact_forms c where ${chileDay('c')}) as raw_contacts,
    ${block('contact', 'x', 0, 'project')} as block_contacts`);
  return [
    [num(row, 'raw_project'), num(row, 'block_project')],
    [num(row, 'raw_agency'), num(row, 'block_agency')],
    [num(row, 'raw_contacts'), num(row, 'block_contacts')],
  ];
}
