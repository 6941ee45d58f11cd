// Page tests of the projects feature: the real executor against a scripted /graphql, a memory
// router at a path, and the viewer's profile as the server would answer `me`.
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderPage } from '../../../../tests/setup/render';
import { editorOptionsFixture } from '../editor/project-editor.fixtures';

export interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
  /** The raw body: a string for JSON, FormData for multipart. */
  raw: BodyInit | null | undefined;
}

type Answer = (variables: Record<string, unknown>) => unknown;

function parse(raw: BodyInit | null | undefined): Omit<Sent, 'raw'> {
  const text = raw instanceof FormData ? String(raw.get('operations')) : String(raw);
  return JSON.parse(text);
}

export const meAnswer = (role: string) => () => ({
  me: {
    id: '7',
    name: 'Catalina',
    last_name: 'Muñoz',
    email: 'catalina@demo.cl',
    status: true,
    roles: [{ name: role }],
    permissions: [{ name: 'show-projects' }],
    realstateagencyuser: [],
    projectuser: [],
  },
});

/** What the editor's lists answer (regions, lookups, agencies, related projects). */
export const optionAnswers: Record<string, Answer> = {
  Regions: () => ({ regions: editorOptionsFixture.regions }),
  ProjectLookups: () => ({
    projectstatus: editorOptionsFixture.statuses.map((o) => ({ id: o.value, name: o.label })),
    projectstage: editorOptionsFixture.stages.map((o) => ({ id: o.value, name: o.label })),
    subsidytypes: editorOptionsFixture.subsidies.map((o) => ({ id: o.value, name: o.label })),
    plansadditional: editorOptionsFixture.plansAdditional.map((o) => ({
      id: o.value,
      name: o.label,
    })),
  }),
  AgencyOptions: () => ({
    realstateagenciesnopagination: editorOptionsFixture.agencies.map((o) => ({
      id: o.value,
      name: o.label,
    })),
  }),
  ProjectsRelatedToMe: () => ({
    projectsrelatedtome: [
      { id: '1', name: 'Parque Los Aromos', real_state_agency_id: '1' },
      ...editorOptionsFixture.projects.map((o) => ({
        id: o.value,
        name: o.label,
        real_state_agency_id: o.value === '4' ? '2' : '1',
      })),
    ],
  }),
};

/** Answers by operation name; an answer that throws is sent as a GraphQL error with its message. */
export function serve(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = { ...parse(init?.body), raw: init?.body };
      sent.push(body);
      const answer = answers[body.operationName];
      if (!answer) return Response.json({ data: null, errors: [{ message: 'sin respuesta' }] });
      try {
        return Response.json({ data: answer(body.variables) });
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : 'error';
        return Response.json({
          data: null,
          errors: [{ message, extensions: { code: 'CONFLICT' } }],
        });
      }
    }),
  );
  return sent;
}

export function at(path: string, page: ReactElement, pattern: string) {
  const location = memoryLocation({ path, record: true });
  renderPage(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path={pattern}>{page}</Route>
    </Router>,
  );
  return location;
}
