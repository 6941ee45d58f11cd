import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Server configuration, read once from the environment (defaults documented in .env.example). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files of the local storage (STORAGE_DIR, default `${DATA_DIR}/storage`). */
  storageDir: string;
  /** Files in an S3-compatible bucket instead (STORAGE_URL, `s3://bucket?endpoint=…`). */
  storageUrl: string | undefined;
  databaseUrl: string | undefined;
  oauthClientSecret: string;
  jwtSecret: string;
  /** Encrypts the projects' payment-gateway keys at rest (PAYMENT_KEYS_SECRET). */
  paymentKeysSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  adminEmail: string;
  adminPassword: string;
  publicUrl: string;
  /** Fastify's trustProxy: false, or the proxies' addresses/CIDRs (TRUST_PROXY). */
  trustProxy: boolean | string;
  /** Directory of the built SPA served on the same origin (absent in API-only runs). */
  staticDir: string | undefined;
  /** Other origins (CORS_ORIGINS, comma list) whose builds of the SPA may call this server. */
  corsOrigins: string[];
  /** Strict-Transport-Security: on by default when PUBLIC_URL is https (HSTS=0/1 overrides). */
  hsts: boolean;
  /** A GraphQL request running longer than this is aborted (GRAPHQL_TIMEOUT_MS). */
  graphqlTimeoutMs: number;
  /** Introspection and field suggestions for signed-in tools (GRAPHQL_INTROSPECTION). */
  graphqlIntrospection: boolean;
  /** Receivers exempt from the webhooks' private-address refusal (WEBHOOKS_ALLOWED_HOSTS). */
  webhooksAllowedHosts: string[];
  /** Waits before each retry of a failed delivery, in ms (WEBHOOKS_RETRY_SCHEDULE_MS). */
  webhooksRetryScheduleMs: number[];
  /** The expiry sweep runs at start and then this often, in ms; 0 = never (SALES_EXPIRY_EVERY_MS). */
  salesExpiryEveryMs: number;
  /** Flow's REST API (FLOW_API_URL): production unless the sandbox or a fake is named. */
  flowApiUrl: string;
  /** One status call to Flow gives up after this long (FLOW_TIMEOUT_MS). */
  flowTimeoutMs: number;
  /** pino's level for the request log and the rest (LOG_LEVEL; `silent` turns it off). */
  logLevel: string;
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); unset, the endpoint does not exist. */
  metricsToken: string | undefined;
  /** Where backup archives go (BACKUP_DIR, default ./backups). */
  backupDir: string;
  /** Scheduled backups inside the server, every this many ms; 0 = none (BACKUP_EVERY, see duration). */
  backupEveryMs: number;
  /** How many scheduled archives to keep, newest first; 0 = all (BACKUP_KEEP). */
  backupKeep: number;
}

export const FLOW_PRODUCTION_API_URL = 'https://www.flow.cl/api';

/** 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h: about a day and a half in all. */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS = [
  5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000,
];

export const DEFAULT_OAUTH_CLIENT_SECRET = 'dev-secret';

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
}

/**
 * Keys must survive restarts (or every session would end on deploy, and stored payment keys could
 * no longer be read), so without the variable one is generated once and kept in the data directory.
 */
function secretFor(dataDir: string, given: string | undefined, fileName: string): string {
  if (given) return given;
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === '1' || value.toLowerCase() === 'true';
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function schedule(value: string | undefined): number[] {
  const waits = list(value).map(Number);
  if (!waits.length || waits.some((ms) => !Number.isFinite(ms) || ms < 0)) {
    return DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS;
  }
  return waits;
}

const DURATION_UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A number with a unit (s, m, h or d), as BACKUP_EVERY takes it, in ms; empty or unreadable is 0. */
export function duration(value: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([smhd])\s*$/i.exec(value ?? '');
  if (!match) return 0;
  return Math.round(Number(match[1]) * DURATION_UNITS[match[2]!.toLowerCase()]!);
}

function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  return value === 'true' ? true : value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(value: string | undefined): string {
  const level = (value ?? '').trim().toLowerCase();
  return LOG_LEVELS.includes(level) ? level : 'info';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const port = int(env.PORT, 8080);
  const host = env.HOST || '127.0.0.1';
  const staticDir = resolve(env.STATIC_DIR || './dist');
  const publicUrl = env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  return {
    port,
    host,
    dataDir,
    storageDir: resolve(env.STORAGE_DIR || join(dataDir, 'storage')),
    storageUrl: env.STORAGE_URL || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || DEFAULT_OAUTH_CLIENT_SECRET,
    jwtSecret: secretFor(dataDir, env.JWT_SECRET, 'jwt-secret'),
    paymentKeysSecret: secretFor(dataDir, env.PAYMENT_KEYS_SECRET, 'payment-keys-secret'),
    // Access tokens live at most 15 minutes whatever the environment asks.
    accessTokenTtlSeconds: Math.min(int(env.ACCESS_TOKEN_TTL, 900), 900),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Back office <no-responder@backoffice.local>',
    seedDemo: env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false',
    adminEmail: env.ADMIN_EMAIL || 'admin@example.cl',
    adminPassword: env.ADMIN_PASSWORD || '',
    publicUrl,
    trustProxy: trustProxy(env.TRUST_PROXY),
    staticDir: existsSync(join(staticDir, 'index.html')) ? staticDir : undefined,
    corsOrigins: list(env.CORS_ORIGINS),
    hsts: flag(env.HSTS, publicUrl.startsWith('https://')),
    graphqlTimeoutMs: Math.max(1, int(env.GRAPHQL_TIMEOUT_MS, 10_000)),
    // Tools that need the schema (codegen against a live server, an IDE) set it in production;
    // the SPA needs neither introspection nor suggestions.
    graphqlIntrospection: flag(env.GRAPHQL_INTROSPECTION, env.NODE_ENV !== 'production'),
    webhooksAllowedHosts: list(env.WEBHOOKS_ALLOWED_HOSTS).map((host) => host.toLowerCase()),
    webhooksRetryScheduleMs: schedule(env.WEBHOOKS_RETRY_SCHEDULE_MS),
    salesExpiryEveryMs: Math.max(0, int(env.SALES_EXPIRY_EVERY_MS, 60_000)),
    flowApiUrl: (env.FLOW_API_URL || FLOW_PRODUCTION_API_URL).replace(/\/+$/, ''),
    // Flow waits 15 s for our answer to its confirmation, which waits for this call.
    flowTimeoutMs: Math.max(1, int(env.FLOW_TIMEOUT_MS, 8_000)),
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN || undefined,
    backupDir: resolve(env.BACKUP_DIR || './backups'),
    backupEveryMs: duration(env.BACKUP_EVERY),
    backupKeep: Math.max(0, int(env.BACKUP_KEEP, 7)),
  };
}
