import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// The guard against server-side request forgery: a webhook URL must not reach the server's own
// network. It runs when a delivery connects (the real guard: the connection goes to the address
// that was checked, so a name cannot resolve to another address in between) and, as a courtesy,
// when a webhook is saved.

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (injectable so tests control DNS). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** Cloud metadata endpoints, refused by name even where their range would not be. */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254']);
/** Special-use names (RFC 2606, 6761) that never reach a public receiver: no lookup is made. */
const RESERVED_NAMES = /(^|\.)(example|invalid|localhost)$/;

export class WebhookTargetError extends Error {
  constructor(
    message: string,
    /** A name that did not resolve may resolve later; a refused address will not change. */
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** Null when the address is public unicast; otherwise the range that refuses it. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const normal = parsed.toNormalizedString();
  if (METADATA.has(normal) || METADATA.has(parsed.toString())) return 'metadata';
  // Only global unicast passes: loopback, private, link-local, CGNAT, multicast, broadcast,
  // unspecified, reserved, unique-local and the IPv6 ranges that embed IPv4 (6to4, Teredo,
  // NAT64) are all refused.
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

export interface WebhookTarget {
  url: URL;
  /** The host as written (brackets removed), for the Host header and TLS name. */
  hostname: string;
  /** The checked address the connection must go to. */
  address: string;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/** Parses a webhook URL (WHATWG URL normalises decimal, octal, hex and short IPv4 forms). */
export function parseWebhookUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookTargetError('La URL del webhook no es válida.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookTargetError('La URL del webhook debe comenzar con http:// o https://.');
  }
  if (url.username || url.password) {
    throw new WebhookTargetError('La URL del webhook no puede incluir usuario ni contraseña.');
  }
  return url;
}

/**
 * The address to connect to for `text`, every resolved address checked. `allowedHosts` (host
 * names or addresses) lifts the refusal for receivers on private networks.
 */
export async function resolveWebhookTarget(
  text: string,
  resolver: Resolver,
  allowedHosts: readonly string[] = [],
): Promise<WebhookTarget> {
  const url = parseWebhookUrl(text);
  const hostname = hostOf(url);
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  const hostAllowed = allowed.has(hostname);
  if (!hostAllowed && RESERVED_NAMES.test(hostname)) {
    throw new WebhookTargetError(
      `El nombre ${hostname} es de uso reservado y no existe en internet.`,
    );
  }
  let addresses: string[];
  if (ipaddr.isValid(hostname)) {
    addresses = [hostname];
  } else {
    try {
      addresses = (await resolver(hostname)).map((entry) => entry.address);
    } catch {
      addresses = [];
    }
    if (!addresses.length) {
      throw new WebhookTargetError(`No se pudo resolver el nombre ${hostname}.`, true);
    }
  }
  for (const address of addresses) {
    if (hostAllowed || allowed.has(address.toLowerCase())) continue;
    if (refusedRange(address)) {
      throw new WebhookTargetError(
        `La URL del webhook apunta a una dirección privada o reservada (${address}); ` +
          'solo se permiten direcciones públicas.',
      );
    }
  }
  const [address] = addresses;
  if (!address) throw new WebhookTargetError(`No se pudo resolver el nombre ${hostname}.`, true);
  return { url, hostname, address };
}
