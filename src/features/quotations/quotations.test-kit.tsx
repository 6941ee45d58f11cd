// Page tests of the quotations feature: the real executor and query client against a scripted
// /graphql (answers by operation name; a thrown Error becomes a GraphQL error with its message),
// a memory router at a path, and an export environment without a socket.
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderPage } from '../../../tests/setup/render';
import { ExportJobEnvironmentProvider } from '../../components/export-job/export-job-environment';
import { execute } from '../../lib/network/execute';

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}

type Answer = (variables: Record<string, unknown>) => unknown;

export function serve(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body: Sent = JSON.parse(String(init?.body));
      sent.push(body);
      const answer = answers[body.operationName];
      if (!answer) return Response.json({ data: null, errors: [{ message: 'sin respuesta' }] });
      try {
        return Response.json({ data: await answer(body.variables) });
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : 'error';
        return Response.json({
          data: null,
          errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }],
        });
      }
    }),
  );
  return { sent, named: (name: string) => sent.filter((s) => s.operationName === name) };
}

export const meAnswer = (role: string) => () => ({
  me: {
    id: '7',
    name: 'Catalina',
    last_name: 'Muñoz',
    email: 'catalina@demo.cl',
    status: true,
    roles: [{ name: role }],
    permissions: [{ name: 'show-quotations' }],
    realstateagencyuser: [],
    projectuser: [],
  },
});

export const lookupAnswers: Record<string, Answer> = {
  AgencyOptions: () => ({
    realstateagenciesnopagination: [
      { id: '1', name: 'Inmobiliaria Andes' },
      { id: '2', name: 'Constructora Pacífico Sur' },
    ],
  }),
  ProjectsRelatedToMe: () => ({
    projectsrelatedtome: [
      { id: '1', name: 'Parque Los Aromos', real_state_agency_id: '1' },
      { id: '2', name: 'Condominio Vista Cordillera', real_state_agency_id: '1' },
      { id: '4', name: 'Jardines de Hualpén', real_state_agency_id: '2' },
    ],
  }),
};

const quietEnvironment = {
  execute,
  subscribe: () => () => undefined,
  download: () => Promise.resolve(),
  notifyReady: () => undefined,
  pollIntervalMs: 60_000,
  firstPollMs: 60_000,
};

export function at(path: string, page: ReactElement, pattern: string) {
  const location = memoryLocation({ path, record: true });
  renderPage(
    <ExportJobEnvironmentProvider value={quietEnvironment}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={pattern}>{page}</Route>
      </Router>
    </ExportJobEnvironmentProvider>,
  );
  return location;
}
