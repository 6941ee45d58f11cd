import { describe, expect, it } from 'vitest';
import {
  refusedRange,
  resolveWebhookTarget,
  WebhookTargetError,
  type Resolver,
} from './webhooks.ssrf.service';

// Names resolve through this table only: no test touches the real DNS.
const dns: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'ten.test': ['10.1.2.3'],
  'metadata.test': ['169.254.169.254'],
  'v6-loopback.test': ['::1'],
  'v6-ula.test': ['fd12:3456::1'],
  'mapped.test': ['::ffff:192.168.1.1'],
  'cgnat.test': ['100.64.0.1'],
  // One public and one private address: a single private one refuses the name.
  'mixed.test': ['93.184.216.34', '192.168.0.10'],
  'public.test': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
  'office.test': ['10.0.0.7'],
};
const resolver: Resolver = async (host) => {
  const found = dns[host];
  if (!found) throw new Error(`ENOTFOUND ${host}`);
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const refusedUrls = [
  // The forms of 127.0.0.1, normalised by WHATWG URL.
  'http://127.0.0.1/hook',
  'http://2130706433/hook',
  'http://0177.0.0.1/hook',
  'http://0x7f.0.0.1/hook',
  'http://0x7f000001/hook',
  'http://127.1/hook',
  'http://127.0.1/hook',
  'http://017700000001/hook',
  'https://127.255.255.254:8443/hook',
  // IPv6 loopback, unspecified and mapped forms.
  'http://[::1]/hook',
  'http://[0:0:0:0:0:0:0:1]/hook',
  'http://[::]/hook',
  'http://0.0.0.0/hook',
  'http://0/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://[::ffff:7f00:1]/hook',
  'http://[::ffff:10.0.0.1]/hook',
  'http://[::ffff:169.254.169.254]/hook',
  // Private ranges.
  'http://10.0.0.1/hook',
  'http://10.255.255.255/hook',
  'http://172.16.0.1/hook',
  'http://172.31.255.254/hook',
  'http://192.168.0.1/hook',
  'http://192.168.255.1/hook',
  // CGNAT, link-local and cloud metadata.
  'http://100.64.0.1/hook',
  'http://100.127.255.254/hook',
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.1.1/hook',
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://[fe80::1]/hook',
  'http://[febf::1]/hook',
  // Unique-local, multicast, broadcast, reserved.
  'http://[fc00::1]/hook',
  'http://[fdff:ffff::1]/hook',
  'http://224.0.0.1/hook',
  'http://239.255.255.250/hook',
  'http://[ff02::1]/hook',
  'http://255.255.255.255/hook',
  'http://240.0.0.1/hook',
  'http://192.0.2.10/hook',
  // IPv6 forms that embed an IPv4 address (6to4, NAT64).
  'http://[2002:7f00:1::]/hook',
  'http://[64:ff9b::7f00:1]/hook',
  // Names that resolve to refused addresses.
  'http://loopback.test/hook',
  'http://127.0.0.1.nip.io/hook',
  'http://ten.test/hook',
  'http://metadata.test/hook',
  'http://v6-loopback.test/hook',
  'http://v6-ula.test/hook',
  'http://mapped.test/hook',
  'http://cgnat.test/hook',
  'http://mixed.test/hook',
];

describe('webhook SSRF guard', () => {
  it(`refuses ${refusedUrls.length} URLs that reach private, loopback or reserved addresses`, async () => {
    expect(refusedUrls.length).toBeGreaterThanOrEqual(40);
    for (const url of refusedUrls) {
      const error = await resolveWebhookTarget(url, resolver).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, url).toBeInstanceOf(WebhookTargetError);
      expect((error as WebhookTargetError).message, url).toMatch(/dirección privada o reservada/);
      expect((error as WebhookTargetError).retryable, url).toBe(false);
    }
  });

  it('classifies addresses by range, mapped IPv6 as the IPv4 it carries', () => {
    expect(refusedRange('127.0.0.1')).toBe('loopback');
    expect(refusedRange('::ffff:127.0.0.1')).toBe('loopback');
    expect(refusedRange('::ffff:c0a8:101')).toBe('private');
    expect(refusedRange('100.64.0.1')).toBe('carrierGradeNat');
    expect(refusedRange('169.254.169.254')).toBe('metadata');
    expect(refusedRange('fd00:ec2::254')).toBe('metadata');
    expect(refusedRange('fe80::1')).toBe('linkLocal');
    expect(refusedRange('93.184.216.34')).toBeNull();
    expect(refusedRange('2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
  });

  it('accepts public addresses and connects to the address it checked', async () => {
    const target = await resolveWebhookTarget('https://public.test:8443/in?x=1', resolver);
    expect(target).toMatchObject({ hostname: 'public.test', address: '93.184.216.34' });
    expect(target.url.port).toBe('8443');
    const literal = await resolveWebhookTarget('http://93.184.216.34/hook', resolver);
    expect(literal.address).toBe('93.184.216.34');
  });

  it('lets WEBHOOKS_ALLOWED_HOSTS name a private receiver, by host or by address', async () => {
    await expect(resolveWebhookTarget('http://office.test/h', resolver)).rejects.toThrow();
    const byName = await resolveWebhookTarget('http://office.test/h', resolver, ['office.test']);
    expect(byName.address).toBe('10.0.0.7');
    const byAddress = await resolveWebhookTarget('http://127.0.0.1:9/h', resolver, ['127.0.0.1']);
    expect(byAddress.address).toBe('127.0.0.1');
    // Allowing one host does not open the others.
    await expect(
      resolveWebhookTarget('http://10.0.0.1/h', resolver, ['127.0.0.1']),
    ).rejects.toThrow(WebhookTargetError);
  });

  it('refuses other schemes and credentials, and retries names that do not resolve', async () => {
    for (const url of ['ftp://93.184.216.34/x', 'file:///etc/passwd', 'gopher://a.test/', 'nada']) {
      await expect(resolveWebhookTarget(url, resolver), url).rejects.toThrow(WebhookTargetError);
    }
    await expect(resolveWebhookTarget('http://u:p@public.test/', resolver)).rejects.toThrow(
      /usuario ni contraseña/,
    );
    const missing = await resolveWebhookTarget('http://nowhere.test/', resolver).then(
      () => null,
      (e: unknown) => (e instanceof WebhookTargetError ? e : null),
    );
    expect(missing).toBeInstanceOf(WebhookTargetError);
    expect(missing?.retryable).toBe(true);
    expect(missing?.message).toMatch(/No se pudo resolver/);
  });

  it('refuses special-use names without looking them up', async () => {
    const asked: string[] = [];
    const spy: Resolver = (host) => {
      asked.push(host);
      return resolver(host);
    };
    for (const url of [
      'https://crm.inmobiliaria.example/x',
      'http://a.invalid/',
      'http://app.localhost/',
    ]) {
      await expect(resolveWebhookTarget(url, spy), url).rejects.toThrow(/uso reservado/);
    }
    expect(asked).toEqual([]);
  });
});
