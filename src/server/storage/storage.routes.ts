import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSafeKey, type FileStorage } from './file-storage';
import { CONTENT_TYPES } from './images';
import { STORAGE_URL_PREFIX } from './local-storage';

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ message: 'Archivo no encontrado.' });

/**
 * `GET /storage/*`: the public storage, read-only, streamed from its driver (the directory or the
 * bucket). Keys that could leave the storage are refused before the driver is asked; the content
 * type comes from the key's extension (the upload checked the content), `nosniff` stops browsers
 * from guessing another one, and a sandboxing CSP keeps a stored file from ever running as a page
 * of this origin.
 */
export function registerStorageRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get(`${STORAGE_URL_PREFIX}/*`, async (request, reply) => {
    const params = request.params;
    const key = typeof params === 'object' && params ? Reflect.get(params, '*') : undefined;
    if (typeof key !== 'string' || !isSafeKey(key)) return notFound(reply);
    const file = await storage.get(key);
    if (!file) return notFound(reply);
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const type = CONTENT_TYPES[extension];
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      // Keys are random and never reused: a stored file never changes.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', String(file.size))
      .type(type ?? 'application/octet-stream');
    if (!type) reply.header('Content-Disposition', 'attachment');
    return reply.send(file.body);
  });
}
