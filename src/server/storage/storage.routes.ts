import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CONTENT_TYPES } from './images';
import { STORAGE_URL_PREFIX, type LocalFileStorage } from './local-storage';

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ message: 'Archivo no encontrado.' });

/**
 * `GET /storage/*`: the local storage, read-only. Keys that could leave the directory are refused
 * before the disk is touched; the content type comes from the key's extension (the upload checked
 * the content), `nosniff` stops browsers from guessing another one, and a sandboxing CSP keeps a
 * stored file from ever running as a page of this origin.
 */
export function registerStorageRoutes(app: FastifyInstance, storage: LocalFileStorage): void {
  app.get(`${STORAGE_URL_PREFIX}/*`, async (request, reply) => {
    const params = request.params;
    const key = typeof params === 'object' && params ? Reflect.get(params, '*') : undefined;
    const file = typeof key === 'string' ? storage.fileOf(key) : null;
    if (!file || typeof key !== 'string') return notFound(reply);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound(reply);
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const type = CONTENT_TYPES[extension];
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      // Keys are random and never reused: a stored file never changes.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', String(info.size))
      .type(type ?? 'application/octet-stream');
    if (!type) reply.header('Content-Disposition', 'attachment');
    return reply.send(createReadStream(file));
  });
}
