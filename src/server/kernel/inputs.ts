import type { z } from 'zod';
import { appError } from './errors';

/**
 * Validates mutation arguments with a shared schema (CONVENTIONS 10). On failure: the first
 * message, and `extensions.fields` with one message per field.
 */
export function parseInput<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    fields[key] ??= issue.message;
  }
  const first = parsed.error.issues[0];
  throw appError('BAD_USER_INPUT', first?.message ?? 'Los datos no son válidos.', {
    field: String(first?.path[0] ?? ''),
    fields,
  });
}

/** A GraphQL ID naming a row: anything but a positive integer names nothing (NOT_FOUND). */
export function parseId(value: string | number, notFound: string): number {
  const text = String(value).trim();
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
    throw appError('NOT_FOUND', notFound);
  }
  return Number(text);
}
