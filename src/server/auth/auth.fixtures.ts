// Test support for the auth suites: a minimal Fastify app with only the auth routes, a config,
// and realistic users. Not a test file itself (no `.test.ts`), never imported by production code.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { projects, realStateAgencies, users } from '../db/schema';
import type { AuthConfig } from './auth-config';
import { authenticateBearer } from './bearer';
import { registerAuthRoutes } from './oauth.routes';
import { hashPassword } from './passwords';

export const testConfig: AuthConfig = {
  jwtSecret: 'clave-jwt-de-prueba-suficientemente-larga-para-hs256',
  oauthClientSecret: 'secreto-del-cliente-spa',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 30 * 24 * 3600,
};

export const PASSWORD = 'Subsidio2024';

export async function insertUser(
  db: Db,
  fields: { email: string; name?: string; last_name?: string; status?: boolean; hash?: string },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      name: fields.name ?? 'Camila',
      last_name: fields.last_name ?? 'Rojas Soto',
      email: fields.email,
      password: fields.hash ?? (await hashPassword(PASSWORD)),
      status: fields.status ?? true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

/** An agency and one of its projects, for users' agency and project links. */
export async function insertAgencyWithProject(db: Db, agencyName: string, projectName: string) {
  const [agency] = await db.insert(realStateAgencies).values({ name: agencyName }).returning();
  if (!agency) throw new Error('agency not inserted');
  const [project] = await db
    .insert(projects)
    .values({
      real_state_agency_id: agency.id,
      name: projectName,
      slug: projectName.toLowerCase().replaceAll(' ', '-'),
      type: 'Departamentos',
      price_from: '1850.00',
      bedrooms_from: 2,
      area_from: '48.50',
    })
    .returning();
  if (!project) throw new Error('project not inserted');
  return { agency, project };
}

/** The auth routes plus `GET /probe`, which answers 200 only for a currently valid token. */
export async function buildAuthApp(
  db: Db,
  onSessionRevoked?: (familyId: string) => void,
): Promise<FastifyInstance> {
  const app = Fastify();
  registerAuthRoutes(app, { db, config: testConfig, onSessionRevoked });
  app.get('/probe', async (request, reply) => {
    const viewer = await authenticateBearer(db, testConfig, request.headers.authorization);
    return viewer ? { id: viewer.id, familyId: viewer.familyId } : reply.code(401).send({});
  });
  await app.ready();
  return app;
}

export interface TokenBody {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

export function passwordGrant(
  app: FastifyInstance,
  fields: Record<string, string | number>,
  ip = '190.160.10.20',
) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: ip,
    payload: {
      grant_type: 'password',
      client_id: 2,
      client_secret: testConfig.oauthClientSecret,
      scope: 'all',
      ...fields,
    },
  });
}

export function refreshGrant(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 2,
      client_secret: testConfig.oauthClientSecret,
    },
  });
}

export function probe(app: FastifyInstance, accessToken: string) {
  return app.inject({
    method: 'GET',
    url: '/probe',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

export async function login(app: FastifyInstance, email: string): Promise<TokenBody> {
  const response = await passwordGrant(app, { username: email, password: PASSWORD });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<TokenBody>();
}
