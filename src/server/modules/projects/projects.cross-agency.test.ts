import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENCY_SCOPED_ROLES } from '../../../shared/access';
import { signIn, type Principal } from '../../../../tests/harness/principals';
import { startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import { runCrossAgency } from '../../../../tests/server/authorization/cross-agency/cases';
import {
  editProjectImportantCase,
  editVisibleProjectCase,
  projectsListCase,
  removeProjectCase,
} from '../../../../tests/server/authorization/cross-agency/projects.cases';
import { projectScope } from './projects.scope.service';

// The projects cases of pass 2 can fail: with projectScope's agency filter gone the list shows
// another agency's projects and the cases say so; with it back they find nothing.

let t: TestApp;
let scoped: Principal[];
const cases = [
  projectsListCase,
  removeProjectCase,
  editVisibleProjectCase,
  editProjectImportantCase,
];

beforeAll(async () => {
  t = await startTestApp('demo');
  scoped = [];
  for (const role of AGENCY_SCOPED_ROLES) scoped.push(await signIn(t, role));
});
afterAll(() => t.close());

describe('projects across agencies', () => {
  it('reports leaks without the agency filter and none with it', async () => {
    const spy = vi.spyOn(projectScope, 'condition').mockReturnValue(undefined);
    let broken: Awaited<ReturnType<typeof runCrossAgency>>;
    try {
      broken = await runCrossAgency({ t, wsUrl: '' }, scoped, cases);
    } finally {
      spy.mockRestore();
    }
    expect(broken.pending).toEqual([]);
    expect(broken.leaks.map((l) => l.operation)).toContainEqual(
      expect.stringMatching(/^projects \(lista sin filtro\)/),
    );
    const restored = await runCrossAgency({ t, wsUrl: '' }, scoped, cases);
    expect(restored.leaks).toEqual([]);
    expect(restored.anomalies).toEqual([]);
    expect(restored.outcomes.get('removeProject: FORBIDDEN')).toBe(3);
  });
});
