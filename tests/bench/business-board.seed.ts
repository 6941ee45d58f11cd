import { hashPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed';
import { RUT_DV_SQL } from './rut-sql';

// The data of the business-board benchmark, all set-based SQL: 8 agencies with 5 projects each,
// 60,000 customers with valid RUTs, and `count` prospects over the last three years across the
// demo pipeline's stages (a new-heavy mix, as a sales team's board looks), a third with a
// pre-approval and a fifth with a Rukan record. An Admin and an agency admin sign in.

export const ADMIN = { email: 'admin@banco-negocios.cl', password: 'Negocio2025' };
export const AGENCY_ADMIN = { email: 'jefa@banco-negocios.cl', password: 'Negocio2025' };
const CUSTOMERS = 60_000;
const AGENCY = 'Inmobiliaria Banco Negocios';

/** The RUT body of customer number n (1-based). */
export const rutBodyOf = (n: number) => 11_000_000 + n * 41;

const NAMES = `array['Camila','Matías','Valentina','Benjamín','Antonia','Vicente','Josefa',
  'Agustín','Isidora','Tomás','Florencia','Joaquín','Catalina','Martín','Fernanda','Cristóbal']`;
const SURNAMES = `array['González','Muñoz','Rojas','Díaz','Pérez','Soto','Contreras','Silva',
  'Martínez','Sepúlveda','Morales','Rodríguez','López','Fuentes','Hernández','Torres']`;

function bulkSql(count: number, adminHash: string): string {
  const step = Math.max(1, Math.floor((3 * 365 * 86_400) / count));
  return `
    insert into real_state_agencies (name, official_name)
      select '${AGENCY} ' || a, '${AGENCY} ' || a || ' SpA' from generate_series(1, 8) a;
    insert into projects (real_state_agency_id, name, slug, type, price_from, bedrooms_from,
        area_from, commune_id)
      select ag.id, 'Condominio Alto ' || ag.k || '-' || g, 'banco-negocios-' || ag.k || '-' || g,
        'Departamentos', 1500 + g * 100, 2, 45, (select min(id) from communes) + g
      from (select id, row_number() over (order by id) as k from real_state_agencies
            where name like '${AGENCY} %') ag, generate_series(1, 5) g;
    insert into customers (name, last_name, rut, rut_dv, email, phone, status, commune_id,
        subsidio, rukaneado)
      select (${NAMES})[1 + n % 16], (${SURNAMES})[1 + n % 16] || ' ' || (${SURNAMES})[1 + n * 7 % 16],
        b, ${RUT_DV_SQL}, 'negocio' || n || '@correo.cl', '+569' || lpad((n * 7919 % 100000000)::text, 8, '0'),
        'activo', (select min(id) from communes) + n % 300, (array['DS1','DS19','DS49'])[1 + n % 3],
        n % 5 = 0
      from (select n, ${rutBodyOf(0)} + n * 41 as b from generate_series(1, ${CUSTOMERS}) n) s;
    create temporary table bench_projects as
      select id, row_number() over (order by id) - 1 as k from projects
      where slug like 'banco-negocios-%';
    create temporary table bench_stages as
      select id, "order" from pipeline_stages;
    create temporary table bench_first as select min(id) as customer from customers;
    insert into preapprovals (project_id, customer_id, status, description, property_type)
      select bp.id, bf.customer + n - 1,
        (array['pending','in_review','approved','rejected'])[1 + n % 4],
        'Antecedentes enviados.', 'Departamento'
      from generate_series(1, ${CUSTOMERS / 3}) n
      join bench_projects bp on bp.k = n % 40 cross join bench_first bf;
    insert into rukans (customer_id, holder, social_registry, valid_until)
      select c.id, json_build_object('name', c.name, 'last_name', c.last_name, 'rut', c.rut,
          'rut_dv', c.rut_dv),
        json_build_object('tramo_cse', '40%', 'folio', (8000000 + c.id)::text,
          'date_poll', '2024-06-12', 'region', 'Metropolitana de Santiago', 'city', 'Santiago'),
        (current_date + (c.id % 720 - 360))::date
      from customers c where c.rukaneado;
    -- Stage k (1-based) of a prospect: a new-heavy mix (25, 20, 15, 10, 8, 10, 12 %).
    insert into prospects (project_id, customer_id, pipeline_stage_id, criticality, status,
        description, preapproval_id, created_at, updated_at)
      select bp.id, bf.customer + (n * 7919) % ${CUSTOMERS}, st.id,
        (array['low','medium','medium','high'])[1 + n % 4],
        case st."order" when 6 then 'won' when 7 then 'lost' else 'open' end,
        'Seguimiento comercial.',
        -- The first third of the customers asked for a pre-approval, in customer order.
        case when (n * 7919) % ${CUSTOMERS} < ${CUSTOMERS / 3} then bpa.first + (n * 7919) % ${CUSTOMERS} end,
        now() - make_interval(secs => n * ${step}), now() - make_interval(secs => n * ${step})
      from (select n, floor(40 * power((n * 0.6180339887::float8)::numeric % 1, 1.6))::int as k,
              (n * 0.7548776662::float8)::numeric % 1 as r
            from generate_series(1, ${count}) n) s
      join bench_projects bp on bp.k = s.k
      join bench_stages st on st."order" = case when r < 0.25 then 1 when r < 0.45 then 2
        when r < 0.60 then 3 when r < 0.70 then 4 when r < 0.78 then 5 when r < 0.88 then 6 else 7 end
      cross join bench_first bf
      cross join (select min(id) as first from preapprovals) bpa;
    insert into users (name, last_name, email, password, status) values
      ('Francisca', 'Lagos Pino', '${AGENCY_ADMIN.email}', '${adminHash}', true);
    insert into user_roles (user_id, role_id, position)
      select u.id, r.id, 0 from users u, roles r
      where u.email = '${AGENCY_ADMIN.email}' and r.name = 'RealstateAdmin';
    insert into real_state_agency_users (user_id, real_state_agency_id)
      select u.id, (select min(id) from real_state_agencies where name like '${AGENCY} %')
      from users u where u.email = '${AGENCY_ADMIN.email}';`;
}

const LOADED = `'prospects'::regclass, 'customers'::regclass`;

// A bulk load runs faster without per-row foreign-key checks and index upkeep: the secondary
// indexes and foreign keys of the loaded tables are dropped and rebuilt after it.
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
const restore = `
  do $$ declare r record; begin
    for r in select make_sql from bench_ddl order by pass loop execute r.make_sql; end loop;
  end $$;`;

/** Seeds the platform basics with the Admin, then bulk-loads the board's prospects. */
export async function seedBusinessBench(database: Database, count: number): Promise<void> {
  await seedIfEmpty(database, { demo: false, adminEmail: ADMIN.email, adminPassword: ADMIN.password }); // prettier-ignore
  await database.exec(setAside);
  await database.exec(bulkSql(count, await hashPassword(AGENCY_ADMIN.password)));
  await database.exec(restore);
  await database.exec('vacuum analyze');
}
