import type { MutationEditVisibleGroupedPropertyArgs } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { auditValues } from '../../audit/audit';
import { appError, requireViewer } from '../../kernel';
import { projectScope } from '../projects';
import { announceUnits } from './units.audit.service';
import { parseUnitIds } from './units.ids.service';
import { updateGroupedFlag } from './units.grouped.repository';
import { auditableTypes, UNIT_KINDS, unitTables, type UnitKind } from './units.kinds.service';

// The grouped toolbar: one flag on many units, all or nothing, in ONE statement however many
// units there are (data-modifying CTEs): each id must be a live unit of a project the viewer may
// work on (else NOT_FOUND / FORBIDDEN and nothing changes); then every unit whose flag differs is
// updated and gets its audit row, shaped as writeAudit writes them (one insert from the update's
// returned rows).

export type GroupedFlag = 'visible' | 'bookeable' | 'promisable' | 'vulnerable' | 'sectores_medios';

/** The flags every kind of unit carries; the others exist on homes only. */
const EVERY_KIND: readonly GroupedFlag[] = ['visible', 'bookeable', 'promisable'];

const typeInvalid = 'El tipo de unidad debe ser property, warehouse o parkinglot.';
const homesOnly = 'Esta acción solo se aplica a propiedades.';
const someMissing = 'Una o más de las unidades no existen.';
const someForbidden = 'No tienes acceso a una o más de las unidades.';

function kindOf(text: string, flag: GroupedFlag): UnitKind {
  const kind = UNIT_KINDS.find((k) => k === text.trim().toLowerCase());
  if (!kind) throw appError('BAD_USER_INPUT', typeInvalid, { field: 'propertie_type' });
  if (!EVERY_KIND.includes(flag) && kind !== 'property') {
    throw appError('BAD_USER_INPUT', homesOnly, { field: 'propertie_type' });
  }
  return kind;
}

/** The flag column of any kind (vulnerable and sectores_medios exist on homes only). */
function flagColumn(kind: UnitKind, flag: GroupedFlag) {
  switch (flag) {
    case 'visible':
    case 'bookeable':
    case 'promisable':
      return unitTables[kind][flag];
    case 'vulnerable':
      return unitTables.property.vulnerable;
    case 'sectores_medios':
      return unitTables.property.sectores_medios;
  }
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
  const name = column.name;
  // The same values for every row, as writeAudit would store them: constants of the statement,
  // not a json built per row.
  const oldValues = JSON.stringify(auditValues({ [name]: !value }));
  const newValues = JSON.stringify(auditValues({ [name]: value }));
  // All or nothing in one statement, which is atomic: no transaction around it is needed.
  const row = await updateGroupedFlag(ctx.db, {
    table,
    column,
    ids,
    value,
    scope: projectScope.condition(viewer),
    userId: viewer.id,
    auditableType: auditableTypes[kind],
    oldValues,
    newValues,
    ip: ctx.ip,
  });
  if (!row || row.found !== ids.length) throw appError('NOT_FOUND', someMissing);
  if (row.refused > 0) throw appError('FORBIDDEN', someForbidden);
  // One notice per project touched: open lists of that project refresh.
  for (const touched of row.projects) {
    await announceUnits(
      ctx,
      [{ type: kind, action: 'updated', id: touched.id, projectId: touched.project_id }],
      touched.agency_id,
    );
  }
  return { propertie_type: kind, ids: ids.map(String), updated: row.updated };
}
