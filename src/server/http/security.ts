import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { STORAGE_URL_PREFIX } from '../storage';
import { corsOriginSet, originOf } from './origins';

type SecurityConfig = Pick<Config, 'corsOrigins' | 'hsts' | 'publicUrl'>;

/** Browser features the back office never uses, denied to it and to anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The Content-Security-Policy of the built SPA (dist/index.html and what its bundle loads). */
export function contentSecurityPolicy(config: SecurityConfig): Record<string, string[]> {
  const publicOrigin = originOf(config.publicUrl);
  return {
    'default-src': ["'self'"],
    // Vite's build has no inline script and nothing evaluates strings.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Chakra UI (emotion) and the rich-text editor inject <style> elements at runtime; they have
    // no nonce to give them, so inline styles must be allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Stored files are addressed by PUBLIC_URL (publicFileUrl); blob: is the upload preview.
    'img-src': ["'self'", 'blob:', ...(publicOrigin ? [publicOrigin] : [])],
    'font-src': ["'self'"],
    // 'self' covers the same-origin ws: of graphql-ws in current browsers; the explicit ws(s)
    // origin of PUBLIC_URL is for those that read 'self' as http(s) only.
    'connect-src': ["'self'", ...(publicOrigin ? [publicOrigin.replace(/^http/, 'ws')] : [])],
    // The SPA embeds no frame (news keep a YouTube id, the public site plays it).
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.hsts ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every response (helmet) and CORS limited to CORS_ORIGINS. Registered before
 * any route so that every route, the SPA's files and the not-found answers get them.
 */
export async function registerHttpSecurity(app: FastifyInstance, config: SecurityConfig) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.hsts ? {} : false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // Stored files are public (unguessable keys) and shown by the public site and by SPAs on
    // other origins; helmet's same-origin resource policy would blank their images.
    if (request.url.startsWith(`${STORAGE_URL_PREFIX}/`)) {
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    }
  });

  const allowed = corsOriginSet(config);
  await app.register(fastifyCors, {
    // A predicate rather than the list: an origin outside it gets no CORS header at all, and its
    // preflight is left to the routes instead of being answered.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The login form reads Retry-After when throttled; downloads name their file.
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    // Tokens travel in the Authorization header, never in cookies.
    credentials: false,
  });
}
