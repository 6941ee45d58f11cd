import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { bearer, type Principal } from '../../harness/principals';
import type { OperationProbe } from './operation-probes';

// Sends a probe the way the SPA would: JSON, or a GraphQL multipart request (the spec's uploads)
// when it carries files, with the principal's bearer token.

export interface GraphQLAnswer {
  status: number;
  /** extensions.code of the first error; null when there is none. */
  code: string | null;
  /** Whether the root field came back with a value. */
  hasData: boolean;
  message: string | null;
}

function multipart(probe: OperationProbe) {
  const boundary = `----sonda${randomUUID()}`;
  const part = (headers: string, body: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
  const map = Object.fromEntries(probe.files.map((file, i) => [String(i), [file.path]]));
  const operations = JSON.stringify({ query: print(probe.document), variables: probe.variables });
  const body = Buffer.concat([
    part('Content-Disposition: form-data; name="operations"', operations),
    part('Content-Disposition: form-data; name="map"', JSON.stringify(map)),
    ...probe.files.map((file, i) =>
      part(
        `Content-Disposition: form-data; name="${i}"; filename="${file.name}"\r\nContent-Type: ${file.type}`,
        file.content,
      ),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function sendProbe(
  app: FastifyInstance,
  probe: OperationProbe,
  principal: Principal,
): Promise<GraphQLAnswer> {
  const { body, contentType } = probe.files.length
    ? multipart(probe)
    : {
        body: JSON.stringify({ query: print(probe.document), variables: probe.variables }),
        contentType: 'application/json',
      };
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { accept: 'application/json', 'content-type': contentType, ...bearer(principal) },
    payload: body,
  });
  const parsed: unknown = res.body ? JSON.parse(res.body) : {};
  const answer = parsed && typeof parsed === 'object' ? parsed : {};
  const errors = 'errors' in answer && Array.isArray(answer.errors) ? answer.errors : [];
  const first: unknown = errors[0];
  const extensions =
    first && typeof first === 'object' && 'extensions' in first ? first.extensions : undefined;
  const code =
    extensions && typeof extensions === 'object' && 'code' in extensions
      ? String(extensions.code)
      : null;
  const data =
    'data' in answer && answer.data && typeof answer.data === 'object' ? answer.data : {};
  const value: unknown = probe.name in data ? Reflect.get(data, probe.name) : null;
  const message =
    first && typeof first === 'object' && 'message' in first ? String(first.message) : null;
  return {
    status: res.statusCode,
    code: errors.length ? (code ?? 'NO_CODE') : null,
    hasData: value != null,
    message,
  };
}
