import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_REQUEST_BYTES } from '../../src/server/graphql/yoga';
import { startTestApp, type TestApp } from '../harness/test-app';

// Fastify's body limit does not cover multipart (yoga parses it), so /graphql bounds uploads by
// their declared length before reading them.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp('migrated');
});
afterAll(() => t.close());

const multipart = (length: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'multipart/form-data; boundary=x',
      ...(length === undefined ? {} : { 'content-length': length }),
    },
    payload: '--x--\r\n',
  });

describe('multipart uploads on /graphql', () => {
  it('refuses a declared length over the limit with HTTP 413 and a Spanish message', async () => {
    const res = await multipart(String(MAX_UPLOAD_REQUEST_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.stringContaining('50 MB') });
  });

  it('lets a small multipart request reach yoga', async () => {
    const res = await multipart(undefined);
    expect(res.statusCode).not.toBe(413);
  });
});
