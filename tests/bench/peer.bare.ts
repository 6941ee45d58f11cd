import Fastify from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';

// The bare framework of the bench's comparison (peer.ts): Fastify and graphql-yoga as the
// architecture names them, wired as the app wires them (yoga.handleNodeRequestAndResponse on a
// Fastify route) and nothing else: no security headers, no token, no database, no log, no
// plugin. What the empty operation costs here, every request through these two costs at least,
// whoever writes the server. Env: PEER_PORT. Prints `listening` once it answers.

const port = Number(process.env.PEER_PORT);
if (!port) throw new Error('PEER_PORT is required');

const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { ok: Boolean }' }),
  logging: false,
  graphiql: false,
});
const app = Fastify({ logger: false });
app.route({
  url: '/graphql',
  method: ['GET', 'POST'],
  handler: async (req, reply) => {
    const response = await yoga.handleNodeRequestAndResponse(req, reply);
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    // As the app sends a JSON answer: whole, not piped as a stream.
    return reply.send(await response.text());
  },
});
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
