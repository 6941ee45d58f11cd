import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { projects } from '../../../../src/server/db/schema';
import { DASHBOARD_CHARTS, type DashboardChart } from '../../../../src/shared/dashboard';
import { bearer, type Principal } from '../../../harness/principals';
import type { TestApp } from '../../../harness/test-app';
import { listed, type Check, type CrossCase } from './cross-case';
import type { Foreign } from './world';

// The dashboard's charts of a scoped principal aimed at another agency: a project or the agency
// itself must be refused with 403 (a chart of them is the leak), and the by-project charts
// without filter may name only the principal's projects. Whose a project is: the database.

async function post(t: TestApp, principal: Principal, url: string) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(principal) });
  return { status: res.statusCode, body: res.body };
}

function refusal(what: string, status: number, allowed = false): Check {
  return {
    what,
    leak: status === 200 && !allowed ? 'respondió el gráfico de otra agencia' : null,
    anomaly:
      status === 403 || (status === 200 && allowed) ? null : `se esperaba 403: HTTP ${status}`,
    outcome: `HTTP ${status}`,
  };
}

const byProject = z.object({ projects: z.array(z.object({ id: z.number() })) });

/** The projects a by-project chart without filters drew, each checked against the database. */
async function ownOnly(t: TestApp, principal: Principal, chart: DashboardChart): Promise<Check> {
  // The last five years (the longest range a chart answers), so the demo's records are in it.
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const res = await post(t, principal, `/api/dashboard/${chart}?date_init=${day(1800)}&date_finish=${day(0)}`); // prettier-ignore
  const parsed = byProject.safeParse(res.status === 200 ? JSON.parse(res.body) : null);
  const ids = parsed.success ? parsed.data.projects.map((p) => p.id) : [];
  const rows = ids.length
    ? await t.database.db
        .select({ id: projects.id, agency: projects.real_state_agency_id })
        .from(projects)
        .where(inArray(projects.id, ids))
    : [];
  const outside = rows
    .filter((p) => !principal.agencyIds.includes(p.agency) && !principal.projectIds.includes(p.id))
    .map((p) => `${p.id} (agencia ${p.agency})`);
  return {
    what: 'gráfico sin filtro',
    leak: outside.length ? `proyectos ajenos en el gráfico: ${listed(outside)}` : null,
    anomaly: parsed.success ? null : `respuesta inesperada: HTTP ${res.status}`,
    outcome: ids.length ? 'datos propios' : 'vacío',
  };
}

function dashboardCase(chart: DashboardChart): CrossCase {
  const path = `/api/dashboard/${chart}`;
  return {
    operation: `POST ${path}`,
    async run({ t }, principal, foreign: Foreign) {
      const project = foreign.projectIds[0]!;
      const linkedThere = foreign.projectIds.some((id) => principal.projectIds.includes(id));
      const checks = [
        refusal(`proyecto ajeno ${project}`, (await post(t, principal, `${path}?project_id=${project}`)).status, principal.projectIds.includes(project)), // prettier-ignore
        refusal(`agencia ajena ${foreign.agencyId}`, (await post(t, principal, `${path}?real_state_agency_id=${foreign.agencyId}`)).status, linkedThere), // prettier-ignore
      ];
      if (chart === 'contactsByDate') {
        checks.push(refusal('contactos de newsletter', (await post(t, principal, `${path}?type=newsletter`)).status)); // prettier-ignore
      }
      if (chart === 'contactsByProject' || chart === 'quotationsByProject') {
        checks.push(await ownOnly(t, principal, chart));
      }
      return checks;
    },
  };
}

export const dashboardCases: readonly CrossCase[] = DASHBOARD_CHARTS.map(dashboardCase);
