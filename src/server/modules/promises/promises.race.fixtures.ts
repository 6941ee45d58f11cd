// The race of the promise rule "a unit is never promised twice at once", shared by the PGlite
// suite and the PostgreSQL one (tests/server/postgres.test.ts): one buyer who quoted the same
// home five times has five pending promise requests and a paid booking; five changes to "paid"
// are fired at once. Never imported by production code.
import type { FastifyInstance } from 'fastify';
import { EditPromiseRequestDocument } from '../../../../graphql/generated/client/graphql';
import { executeOperation } from '../../../../tests/harness/test-app';
import type { Db } from '../../db/client';
import { insertBuyer, insertSale, projectOf, unquotedHomes } from './promises.fixtures';

export const RACERS = 5;

export async function setUpPromiseRace(db: Db, email: string) {
  const project = await projectOf(db, email);
  const [home] = await unquotedHomes(db, project.id, 1);
  if (!home) throw new Error('sin vivienda para la carrera');
  const buyer = await insertBuyer(db, {
    name: 'Rodrigo',
    last_name: 'Saavedra Pizarro',
    rut: 16_482_937,
    email: 'rodrigo.saavedra@gmail.com',
    phone: '+56 9 7712 4410',
  });
  const sale = { projectId: project.id, customerId: buyer.id, propertyId: home.id };
  const requestIds: number[] = [];
  for (let i = 0; i < RACERS; i++) {
    const { request } = await insertSale(db, {
      ...sale,
      booking: i === 0 ? 'paid' : undefined,
      promise: 'pending',
    });
    if (request) requestIds.push(request.id);
  }
  return { home, requestIds };
}

/**
 * Fires the five changes at once, spread over the given server instances (two instances on one
 * PostgreSQL run them on different connections); each answer with the request it aimed at.
 */
export async function racePromiseRequests(
  apps: FastifyInstance | readonly FastifyInstance[],
  token: string,
  ids: number[],
) {
  const list = Array.isArray(apps) ? apps : [apps];
  return Promise.all(
    ids.map(async (id, i) => ({
      id,
      result: await executeOperation(
        list[i % list.length]!,
        EditPromiseRequestDocument,
        { id: String(id), status: 'paid' },
        token,
      ),
    })),
  );
}
