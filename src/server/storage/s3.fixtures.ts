// Test support for the S3 driver: a local S3-compatible server (s3rver) on loopback, with one
// bucket, and the credentials it accepts in the SDK's usual variables. Never imported by
// production code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { parseS3Url, s3ClientFor } from './s3-storage';

export interface LocalS3 {
  /** STORAGE_URL of the bucket. */
  url: string;
  /** Every object key in the bucket, whatever the area. */
  objectKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'backoffice-archivos'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver's one account, for as long as the server runs: set here rather than with vi.stubEnv,
  // which the config undoes after every test while this server lives for the whole file.
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  const url = `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=1`;
  const client = s3ClientFor(parseS3Url(url));
  return {
    url,
    objectKeys: async () => {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((item) => item.Key ?? '').sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      restoreEnv('AWS_ACCESS_KEY_ID', saved.id);
      restoreEnv('AWS_SECRET_ACCESS_KEY', saved.secret);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
