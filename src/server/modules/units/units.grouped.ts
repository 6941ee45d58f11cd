import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MutationEditVisibleGroupedPropertyArgs } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { projects } from '../../db/schema';
import { appError } from '../../errors';
import { requireViewer } from '../common/inputs';
import { projectScope } from '../projects/project-scope';
import { announceUnits } from './units.audit';
import { parseUnitIds } from './units.ids';
import { auditableTypes, UNIT_KINDS, unitTables, type UnitKind } from './units.kinds';

// The grouped toolbar: one flag on many units, all or nothing. The ids are checked first (each
// must be a live unit of a project the viewer may work on, else NOT_FOUND / FORBIDDEN and nothing
// changes); then ONE statement updates every unit whose flag differs and writes their audit rows
// (a data-modifying CTE), however many units there are.

export type GroupedFlag = 'visible' | 'vulnerable' | 'sectores_medios';

const typeInvalid = 'El tipo de unidad debe ser property, warehouse o parkinglot.';
const homesOnly = 'Esta acción solo se aplica a propiedades.';
const someMissing = 'Una o más de las unidades no existen.';
const someForbidden = 'No tienes acceso a una o más de las unidades.';

function kindOf(text: string, flag: GroupedFlag): UnitKind {
  const kind = UNIT_KINDS.find((k) => k === text.trim().toLowerCase());
  if (!kind) throw appError('BAD_USER_INPUT', typeInvalid, { field: 'propertie_type' });
  if (flag !== 'visible' && kind !== 'property') {
    throw appError('BAD_USER_INPUT', homesOnly, { field: 'propertie_type' });
  }
  return kind;
}

/** The flag column of any kind (vulnerable and sectores_medios exist on homes only). */
function flagColumn(kind: UnitKind, flag: GroupedFlag) {
  if (flag === 'visible') return unitTables[kind].visible;
  return flag === 'vulnerable'
    ? unitTables.property.vulnerable
    : unitTables.property.sectores_medios;
}

export async function setGroupedFlag(
  ctx: GraphQLContext,
  flag: GroupedFlag,
  args: MutationEditVisibleGroupedPropertyArgs,
) {
  const viewer = requireViewer(ctx);
  const kind = kindOf(args.propertie_type, flag);
  const ids = parseUnitIds(args.properties);
  const value = args.flag;
  const table = unitTables[kind];
  const column = flagColumn(kind, flag);
  // One text parameter, whatever the number of ids.
  const idList = sql`any(string_to_array(${ids.join(',')}, ',')::int[])`;
  const scope = projectScope.condition(viewer);
  const changed = await ctx.db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: table.id,
        projectId: table.project_id,
        agencyId: projects.real_state_agency_id,
        current: column,
        allowed: scope ? sql<boolean>`coalesce(${scope}, false)` : sql<boolean>`true`,
      })
      .from(table)
      .innerJoin(projects, eq(projects.id, table.project_id))
      .where(
        and(sql`${table.id} = ${idList}`, isNull(table.deleted_at), isNull(projects.deleted_at)),
      )
      .for('update', { of: table });
    if (found.length !== ids.length) throw appError('NOT_FOUND', someMissing);
    if (found.some((row) => !row.allowed)) throw appError('FORBIDDEN', someForbidden);
    const changing = found.filter((row) => row.current !== value);
    if (changing.length === 0) return changing;
    const name = column.name;
    await tx.execute(sql`
      with changed as (
        update ${table} set ${sql.identifier(name)} = ${value}::boolean, updated_at = now()
        where ${table.id} = ${idList} and ${column} is distinct from ${value}::boolean
        returning ${table.id} as id
      )
      insert into audits (user_id, event, auditable_type, auditable_id, old_values, new_values, ip_address)
      select ${viewer.id}::int, 'updated', ${auditableTypes[kind]}::text, changed.id::text,
        jsonb_build_object(${name}::text, not ${value}::boolean),
        jsonb_build_object(${name}::text, ${value}::boolean),
        ${ctx.ip ?? null}::text
      from changed`);
    return changing;
  });
  // One notice per project touched: open lists of that project refresh.
  const perProject = new Map(changed.map((row) => [row.projectId, row]));
  for (const row of perProject.values()) {
    await announceUnits(
      ctx,
      [{ type: kind, action: 'updated', id: row.id, projectId: row.projectId }],
      row.agencyId,
    );
  }
  return { propertie_type: kind, ids: ids.map(String), updated: changed.length };
}
