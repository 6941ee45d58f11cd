import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsRelatedToMeDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation } from '../../../../tests/harness/test-app';
import { projectUsers, projects } from '../../db/schema';
import {
  agencyOf,
  projectsOfAgency,
  startTestApp,
  tokenCache,
  userIdOf,
  type TestApp,
} from '../users/users.fixtures';

let t: TestApp;
const token = tokenCache(() => t);

beforeAll(async () => {
  t = await startTestApp('demo');
});
afterAll(() => t.close());

const related = async (email: string) =>
  executeOperation(t.app, ProjectsRelatedToMeDocument, {}, await token(email));

describe('projectsrelatedtome', () => {
  it('gives platform-wide roles every live project, by name', async () => {
    const db = t.database.db;
    const [removed] = await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id));
    await db.update(projects).set({ deleted_at: new Date() }).where(eq(projects.id, removed!.id));
    // Ordered by the database's collation, as the resolver's ORDER BY name is.
    const byName = await db
      .select({ id: projects.id, name: projects.name, agency: projects.real_state_agency_id })
      .from(projects)
      .where(isNull(projects.deleted_at))
      .orderBy(asc(projects.name), asc(projects.id));
    expect(byName.length).toBeGreaterThan(5);

    for (const email of ['admin@demo.cl', 'superadmin@demo.cl', 'preapprovaluser@demo.cl']) {
      const result = await related(email);
      expect(result.errors).toBeUndefined();
      expect(result.data?.projectsrelatedtome).toEqual(
        byName.map((p) => ({
          id: String(p.id),
          name: p.name,
          real_state_agency_id: String(p.agency),
        })),
      );
    }
    expect(byName.map((p) => p.id)).not.toContain(removed!.id);
  });

  it("gives agency-scoped roles their agencies' projects plus their linked ones", async () => {
    const db = t.database.db;
    const own = await agencyOf(db, 'realstateuser@demo.cl');
    const other = await agencyOf(db, 'vendedor2@demo.cl');
    const [linked] = await projectsOfAgency(db, other);
    await db.insert(projectUsers).values({
      user_id: await userIdOf(db, 'realstateuser@demo.cl'),
      project_id: linked!,
    });
    const ownProjects = await projectsOfAgency(db, own);

    const result = await related('realstateuser@demo.cl');
    const got = result.data!.projectsrelatedtome;
    expect(got.map((p) => Number(p.id)).sort((a, b) => a - b)).toEqual(
      [...ownProjects, linked!].sort((a, b) => a - b),
    );
    const names = got.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));

    const vendor2 = (await related('vendedor2@demo.cl')).data!.projectsrelatedtome;
    expect(vendor2.length).toBeGreaterThan(0);
    expect(vendor2.every((p) => Number(p.real_state_agency_id) === other)).toBe(true);
  });

  it('asks for a token', async () => {
    const result = await executeOperation(t.app, ProjectsRelatedToMeDocument, {});
    expect(result.statusCode).toBe(401);
  });
});
