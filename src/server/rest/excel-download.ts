import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { writeAudit } from '../audit/audit';
import type { Db } from '../db/client';
import { writeSheet, type SheetColumn } from '../spreadsheets/sheet-writer';

// What the synchronous downloads (Proyectos.xlsx, units of a project) share: the file name in
// Content-Disposition, expected errors as HTTP statuses with the Spanish message, and the stream
// with its one audit row written when the stream ends.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file name no file system refuses: no path separators, reserved or control characters. */
export function safeFileName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * `attachment` with an ASCII fallback (accents dropped) and RFC 5987's UTF-8 `filename*`, which
 * browsers prefer: «Unidades - Ñuñoa.xlsx» arrives with its accents.
 */
export function attachment(fileName: string): string {
  const name = safeFileName(fileName);
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\"%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

/** An appError (the modules' expected failures) as its HTTP status; anything else rethrown. */
export function sendAppError(reply: FastifyReply, error: unknown) {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  const status = typeof code === 'string' ? STATUS[code] : undefined;
  if (error instanceof GraphQLError && status) {
    return reply.status(status).send({ message: error.message, code });
  }
  throw error;
}

export interface SheetDownload<Row> {
  fileName: string;
  sheetName: string;
  columns: readonly SheetColumn<Row>[];
  rows: AsyncIterable<readonly Row[]>;
  /** The audit row: who (the viewer), what and which filters; `rows` is added at the end. */
  audit: { userId: number; auditableType: string; auditableId: number | string; values: object };
}

/**
 * Streams the sheet as the response. When the stream ends the audit row records how many rows
 * left; a download cut short (client gone, database error) is audited too, with `complete: false`.
 */
export function sendSheet<Row>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  download: SheetDownload<Row>,
) {
  const body = new PassThrough();
  let rows = 0;
  const audit = (complete: boolean) =>
    writeAudit(db, {
      userId: download.audit.userId,
      event: 'exported',
      auditableType: download.audit.auditableType,
      auditableId: download.audit.auditableId,
      newValues: { ...download.audit.values, file_name: download.fileName, rows, complete },
      ip: request.ip,
    });
  writeSheet(body, download.sheetName, download.columns, download.rows, {
    onRows: (written) => (rows = written),
  })
    .then(() => audit(true))
    .catch(async (error: unknown) => {
      request.log.error({ err: error }, `${download.fileName} failed`);
      body.destroy(error instanceof Error ? error : new Error(String(error)));
      await audit(false);
    })
    .catch((error: unknown) => request.log.error({ err: error }, 'export audit failed'));
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', attachment(download.fileName))
    .header('cache-control', 'no-store')
    .send(body);
}

/** Query parameters as lists: repeated (`a=1&a=2`), PHP style (`a[]=1`) or comma-separated. */
export function listParam(query: unknown, name: string): string[] {
  const record = typeof query === 'object' && query !== null ? Object.entries(query) : [];
  const values = record
    .filter(([key]) => key === name || key === `${name}[]`)
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string');
  return values
    .flatMap((value) => value.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** One query parameter as text, trimmed ('' when absent; the first of repeated values). */
export function textParam(query: unknown, name: string): string {
  const value = typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}
