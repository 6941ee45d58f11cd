import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../context';
import { appError, messages } from '../kernel/errors';
import { projectScope, requireProject } from '../modules/projects/projects.scope.service';
import { complementExportRows, homeExportRows, unitExportIds } from '../modules/units/units.export';
import { COMPLEMENT_COLUMNS, HOME_COLUMNS } from '../modules/units/units.export-columns.service';
import { filtersOf, type UnitListArgs } from '../modules/units/units.query.service';
import { sendAppError, sendSheet, textParam } from './excel-download';
import { ruleOf, type ExcelRouteDeps } from './excel-projects';
import { restGuard } from './guard';

// GET /api/excelProperties and GET /api/excelWarehousesOrParkingLots (spec §7): one project's
// units with the filters of the /properties tables (identifier, model, orientation, tower,
// visible; blank = none), under the same scope: another agency's project is 403.

const projectMissing = 'Indica el proyecto de las unidades (project_id).';
const typeInvalid =
  'El tipo debe ser warehouse (bodegas) o parkinglot (estacionamientos); vacío: ambos.';

type Complement = 'warehouse' | 'parkinglot';

const TYPES = new Map<string, Complement>([
  ...['warehouse', 'warehouses', 'bodega', 'bodegas'].map((k) => [k, 'warehouse'] as const),
  ...['parkinglot', 'parkinglots', 'estacionamiento', 'estacionamientos'].map(
    (k) => [k, 'parkinglot'] as const,
  ),
]);

/** `type`: warehouse or parkinglot (English or Spanish, singular or plural); blank = both. */
export function complementKinds(type: string): Complement[] {
  const key = type.toLowerCase().replace(/[\s_-]/g, '');
  if (!key) return ['warehouse', 'parkinglot'];
  const kind = TYPES.get(key);
  if (!kind) throw appError('BAD_USER_INPUT', typeInvalid, { field: 'type' });
  return [kind];
}

const FILE_TITLE: Record<string, string> = {
  warehouse: 'Bodegas',
  parkinglot: 'Estacionamientos',
  'warehouse,parkinglot': 'Bodegas y estacionamientos',
};

function unitArgs(query: unknown): UnitListArgs {
  const args: UnitListArgs = {};
  for (const key of [
    'project_id',
    'identifier',
    'model',
    'orientation',
    'tower',
    'visible',
  ] as const) {
    args[key] = textParam(query, key);
  }
  return args;
}

/** The checks both routes share: a project the viewer may see, and valid filters. */
async function prepare(deps: ExcelRouteDeps, request: FastifyRequest) {
  const viewer = request.viewer;
  if (!viewer) throw appError('UNAUTHENTICATED', messages.unauthenticated);
  const ctx: GraphQLContext = {
    db: deps.db,
    config: deps.config,
    bus: deps.bus,
    viewer,
    ip: request.ip,
  };
  const args = unitArgs(request.query);
  if (!args.project_id) throw appError('BAD_USER_INPUT', projectMissing, { field: 'project_id' });
  const project = await requireProject(ctx, deps.db, args.project_id);
  const filters = { ...filtersOf(args), projectId: project.id };
  // What the audit row records: the list filters as sent (the project is the audited record).
  const shown = Object.fromEntries(Object.entries(args).filter(([key]) => key !== 'project_id'));
  return { viewer, project, filters, scope: projectScope.condition(viewer), shown };
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function registerExcelUnitsRoutes(app: FastifyInstance, deps: ExcelRouteDeps) {
  const route = (path: string, handler: Handler) =>
    app.get(path, { preHandler: restGuard(ruleOf(path), deps.authenticate) }, handler);

  route('/api/excelProperties', async (request, reply) => {
    try {
      const { viewer, project, filters, scope, shown } = await prepare(deps, request);
      const ids = await unitExportIds(deps.db, 'property', filters, scope);
      return sendSheet(deps.db, request, reply, {
        fileName: `Unidades - ${project.name}.xlsx`,
        sheetName: 'Unidades',
        columns: HOME_COLUMNS,
        rows: homeExportRows(deps.db, ids),
        audit: {
          userId: viewer.id,
          auditableType: 'Project',
          auditableId: project.id,
          values: { route: 'GET /api/excelProperties', filters: shown },
        },
      });
    } catch (error) {
      return sendAppError(reply, error);
    }
  });

  route('/api/excelWarehousesOrParkingLots', async (request, reply) => {
    try {
      const { viewer, project, filters, scope, shown } = await prepare(deps, request);
      const type = textParam(request.query, 'type');
      const kinds = complementKinds(type);
      const parts = [];
      for (const kind of kinds) {
        parts.push({ kind, ids: await unitExportIds(deps.db, kind, filters, scope) });
      }
      const title = FILE_TITLE[kinds.join(',')] ?? 'Unidades';
      return sendSheet(deps.db, request, reply, {
        fileName: `${title} - ${project.name}.xlsx`,
        sheetName: title,
        columns: COMPLEMENT_COLUMNS,
        rows: complementExportRows(deps.db, parts),
        audit: {
          userId: viewer.id,
          auditableType: 'Project',
          auditableId: project.id,
          values: { route: 'GET /api/excelWarehousesOrParkingLots', filters: { ...shown, type } },
        },
      });
    } catch (error) {
      return sendAppError(reply, error);
    }
  });
}
