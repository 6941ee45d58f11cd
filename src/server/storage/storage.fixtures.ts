// Test support for uploads: real one-pixel images of each accepted format and a GraphQL multipart
// request (graphql-multipart-request-spec) sent through the real server. Never imported by
// production code.
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { OperationResult } from '../../../tests/harness/test-app';

const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export const images = {
  png: base64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  jpeg: base64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  webp: base64('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA='),
  gif: base64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='),
};

export interface UploadPart {
  bytes: Uint8Array<ArrayBuffer>;
  name: string;
  type: string;
}

/**
 * Runs `document` as a multipart request: `files` maps a variable name to the file sent for it
 * (the variable itself travels as null, as the spec says). The body is built by the platform's
 * FormData and Request, so boundary and part headers are those of a real browser-like client.
 */
export async function executeUpload<TResult, TVariables extends Record<string, unknown>>(
  app: FastifyInstance,
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  files: Record<string, UploadPart>,
  token?: string,
): Promise<OperationResult<TResult>> {
  const names = Object.keys(files);
  const form = new FormData();
  const nulls = Object.fromEntries(names.map((name) => [name, null]));
  form.append(
    'operations',
    JSON.stringify({ query: print(document), variables: { ...variables, ...nulls } }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(names.map((name, i) => [String(i), [`variables.${name}`]]))),
  );
  names.forEach((name, i) => {
    const file = files[name];
    if (file) form.append(String(i), new Blob([file.bytes], { type: file.type }), file.name);
  });
  const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      accept: 'application/json',
      'content-type': request.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  // The server's own answer, typed by the document like executeOperation's.
  const body: Partial<OperationResult<TResult>> = res.body ? JSON.parse(res.body) : {};
  return { statusCode: res.statusCode, data: body.data, errors: body.errors };
}
