import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/graphql', '/api/', '/oauth/', '/logout'];

/** Serves the built SPA on the same origin; unknown GET paths get index.html (client routing). */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined) {
  if (!staticDir) {
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ message: 'Recurso no encontrado.' }),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      // Vite names assets by content hash: they never change, so browsers may keep them.
      if (path.includes('/assets/'))
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (request.method !== 'GET' || isApi || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ message: 'Recurso no encontrado.' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
