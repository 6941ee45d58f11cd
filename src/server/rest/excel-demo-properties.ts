import type { FastifyInstance } from 'fastify';
import { matchRestRule } from '../../shared/access';
import type { Viewer } from '../context';
import { unitsTemplate } from '../modules/units-import/units-import.template.service';
import { XLSX_TYPE } from './excel-users';
import { restGuard } from './guard';

export const UNITS_TEMPLATE_FILE = 'Plantilla de unidades.xlsx';

/** `GET /api/excelDemoProperties` (spec §7): the units sheet template, the same for everyone. */
export function registerExcelDemoPropertiesRoute(
  app: FastifyInstance,
  deps: { authenticate: (authorization: string | undefined) => Promise<Viewer | null> },
) {
  const match = matchRestRule('GET', '/api/excelDemoProperties');
  if (!match) throw new Error('GET /api/excelDemoProperties is missing from the REST policy');
  app.get(
    '/api/excelDemoProperties',
    { preHandler: restGuard(match.rule, deps.authenticate) },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${UNITS_TEMPLATE_FILE}"`)
        .header('cache-control', 'no-store')
        .send(await unitsTemplate()),
  );
}
