import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { print, visit } from 'graphql';
import {
  CheckPropertiesExcelDocument,
  ExportJobDocument,
  RegisterPropertiesSaveDocument,
  RequestBookingRequestFileDocument,
  SavePropertiesImportDocument,
} from '../../graphql/generated/client/graphql';
import { EXPORTS_ADMIN, IMPORT_ADMIN, SHEET } from './compare-data';
import { graphql, type Figures } from './compare-figures';
import { demoToken } from './server-process';

// The spreadsheet figures of compare-builds.ts against one running build: the asynchronous
// export of 100,000 booking requests (request to a ready file), the 100,000-home units download
// (to the last byte) and the 100,000-row units import (check + save, as the SPA sends them).

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const job = z.object({
  id: z.string(),
  status: z.string(),
  error: z.string().nullable().optional(),
});

/** Request to `ready` of the booking requests export, three times; the median. */
export async function measureExport(url: string): Promise<Figures> {
  const token = await demoToken(url, EXPORTS_ADMIN.email, EXPORTS_ADMIN.password);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const requested = await graphql(url, token, RequestBookingRequestFileDocument, {});
    const { id } = job.parse(requested.requestBookingRequestFile);
    for (;;) {
      const read = job.parse((await graphql(url, token, ExportJobDocument, { id })).exportJob);
      if (read.status === 'ready') break;
      if (read.status === 'failed') throw new Error(`exportación fallida: ${read.error}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    times.push(performance.now() - t0);
  }
  return { 'export.ready': median(times) };
}

/** GET /api/excelProperties of the 100,000-home project, three times; the median. */
export async function measureDownload(url: string, projectId: number): Promise<Figures> {
  const token = await demoToken(url, EXPORTS_ADMIN.email, EXPORTS_ADMIN.password);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/excelProperties?project_id=${projectId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || bytes === 0) throw new Error(`excelProperties: HTTP ${res.status}`);
    times.push(performance.now() - t0);
  }
  return { 'download.file': median(times) };
}

// The app's own documents. A build from before the staged import knows neither import_id nor
// project_id: for it the check's document drops both (a refused field is how that build is found).
const withoutStaging = visit(CheckPropertiesExcelDocument, {
  Field: (node) => (node.name.value === 'import_id' ? null : undefined),
  Argument: (node) => (node.name.value === 'project_id' ? null : undefined),
  VariableDefinition: (node) => (node.variable.name.value === 'project_id' ? null : undefined),
});
const check = (importId: boolean) =>
  print(importId ? CheckPropertiesExcelDocument : withoutStaging);
const SAVE_SHEET = print(RegisterPropertiesSaveDocument);
const SAVE_IMPORT = print(SavePropertiesImportDocument);

const checked = z.object({
  data: z
    .object({
      checkPropertiesExcel: z.object({
        status: z.boolean(),
        data: z.unknown(),
        import_id: z.string().nullable().optional(),
      }),
    })
    .nullable()
    .optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});
const saved = z.object({
  data: z.record(z.string(), z.object({ status: z.boolean() })),
});

async function post(url: string, token: string, body: BodyInit, json: boolean) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  return res.text();
}

/**
 * The text of the check's `data` list, as the old SPA sent it back unchanged to
 * `registerPropertiesSave` (the old server recognised rows it had checked by their exact text).
 */
function rawDataList(text: string): string {
  const start = text.indexOf('[', text.indexOf('"data"', text.indexOf('checkPropertiesExcel')));
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if ((c === ']' || c === '}') && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error('la revisión no devolvió filas');
}

/** The check's multipart upload. */
async function sendCheck(url: string, token: string, sheet: Blob, importId: boolean) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: check(importId), variables: { excel: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.excel'] }));
  form.append('0', sheet, 'unidades.xlsx');
  const text = await post(url, token, form, false);
  return { text, body: checked.parse(JSON.parse(text)) };
}

/** Builds known to refuse `import_id` (the old save path), so only their first check pays it. */
const oldPath = new Set<string>();

/** Check + save of the 100,000-row sheet into project 1 of a fresh copy of the import data. */
export async function measureImport(url: string, buildKey: string): Promise<Figures> {
  const token = await demoToken(url, IMPORT_ADMIN.email, IMPORT_ADMIN.password);
  const sheet = new Blob([readFileSync(SHEET)]);
  let t0 = performance.now();
  let answer = await sendCheck(url, token, sheet, !oldPath.has(buildKey));
  if (
    !answer.body.data &&
    answer.body.errors?.some((e) => /import_id|project_id/.test(e.message))
  ) {
    oldPath.add(buildKey);
    t0 = performance.now();
    answer = await sendCheck(url, token, sheet, false);
  }
  const result = answer.body.data?.checkPropertiesExcel;
  if (!result?.status) throw new Error(`la revisión falló: ${answer.text.slice(0, 400)}`);
  const checkMs = performance.now() - t0;
  t0 = performance.now();
  let body: string;
  if (result.import_id) {
    const variables = { project_id: '1', import_id: result.import_id };
    body = JSON.stringify({ query: SAVE_IMPORT, variables });
  } else {
    const variables = JSON.stringify({ project_id: '1', jsonExcel: 0 });
    body = `{"query":${JSON.stringify(SAVE_SHEET)},"variables":${variables.replace(/0}$/, `${rawDataList(answer.text)}}`)}}`;
  }
  const text = await post(url, token, body, true);
  const saveMs = performance.now() - t0;
  const ok = saved.safeParse(JSON.parse(text));
  if (!ok.success || !Object.values(ok.data.data)[0]?.status) {
    throw new Error(`el guardado falló: ${text.slice(0, 400)}`);
  }
  return { 'import.check': checkMs, 'import.save': saveMs, 'import.total': checkMs + saveMs };
}
