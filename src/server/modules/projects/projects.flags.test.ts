import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EditProjectImportantDocument,
  EditVisibleProjectDocument,
  ProjectAuditsDocument,
  ProjectsDocument,
  RemoveProjectDocument,
} from '../../../../graphql/generated/client/graphql';
import { executeOperation, startTestApp, type TestApp } from '../../../../tests/harness/test-app';
import {
  agenciesOf,
  insertProject,
  projectAudits,
  projectRow,
  tokens,
  firstOf,
} from './projects.fixtures';

let t: TestApp;
let token: (email: string) => Promise<string>;
let agencyOne: number;
let agencyTwo: number;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = tokens(t);
  agencyOne = firstOf(await agenciesOf(t.database.db, 'realstateadmin@demo.cl'));
  agencyTwo = firstOf(await agenciesOf(t.database.db, 'vendedor2@demo.cl'));
});
afterAll(() => t.close());

const run = async <R, V>(
  document: Parameters<typeof executeOperation<R, V>>[1],
  variables: V,
  email = 'realstateadmin@demo.cl',
) => executeOperation(t.app, document, variables, await token(email));

describe('editVisibleProject and editProjectImportant', () => {
  it('sets the flag and audits its old and new value', async () => {
    const project = await insertProject(t.database.db, agencyOne, {
      name: 'Condominio Las Acacias',
      visible: false,
    });
    const id = String(project.id);
    const shown = await run(EditVisibleProjectDocument, { visible: true, project_id: id });
    expect(shown.errors).toBeUndefined();
    expect(shown.data?.editVisibleProject).toMatchObject({ id, visible: true, important: false });
    const marked = await run(EditProjectImportantDocument, { important: true, project_id: id });
    expect(marked.data?.editProjectImportant).toMatchObject({ important: true, visible: true });
    expect(await projectRow(t.database.db, project.id)).toMatchObject({
      visible: true,
      important: true,
    });
    const audits = await projectAudits(t.database.db, project.id);
    expect(audits.map((a) => [a.event, a.old_values, a.new_values])).toEqual([
      ['updated', { visible: false }, { visible: true }],
      ['updated', { important: false }, { important: true }],
    ]);
    // Admin reads them on the project's audits page.
    const page = await run(ProjectAuditsDocument, { id }, 'admin@demo.cl');
    expect(page.data?.projects.data[0]?.audits.map((a) => a.new_values)).toEqual(
      expect.arrayContaining([{ visible: true }, { important: true }]),
    );
  });

  it("refuses another agency's project and leaves it as it was", async () => {
    const foreign = await insertProject(t.database.db, agencyTwo, { name: 'Villa Los Notros' });
    const id = String(foreign.id);
    const before = await projectRow(t.database.db, foreign.id);
    const visible = await run(EditVisibleProjectDocument, { visible: false, project_id: id });
    const important = await run(EditProjectImportantDocument, { important: true, project_id: id });
    const removed = await run(RemoveProjectDocument, { project_id: id });
    for (const result of [visible, important, removed]) {
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await projectRow(t.database.db, foreign.id)).toEqual(before);
    expect(await projectAudits(t.database.db, foreign.id)).toEqual([]);
  });
});

describe('removeProject', () => {
  it('soft-deletes: the row stays, the lists and the editor no longer find it', async () => {
    const project = await insertProject(t.database.db, agencyOne, { name: 'Edificio Plaza Ñuñoa' });
    const id = String(project.id);
    const result = await run(RemoveProjectDocument, { project_id: id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.removeProject.id).toBe(id);
    const row = await projectRow(t.database.db, project.id);
    expect(row?.deleted_at).toBeInstanceOf(Date);
    const [audit] = await projectAudits(t.database.db, project.id);
    expect(audit).toMatchObject({ event: 'deleted', old_values: { deleted_at: null } });
    expect(audit?.new_values).toHaveProperty('deleted_at');
    const list = await run(ProjectsDocument, { real_state_agency: String(agencyOne) });
    expect(list.data?.projects.data.map((p) => p.id)).not.toContain(id);
    const again = await run(RemoveProjectDocument, { project_id: id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await projectAudits(t.database.db, project.id)).toHaveLength(1);
  });
});
