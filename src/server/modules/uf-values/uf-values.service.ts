import type { UfImportResult, UfOfDay } from '../../../../graphql/generated/server/resolvers-types';
import {
  isoDay,
  setUfValueSchema,
  todayInChile,
  ufValueMessages as messages,
} from '../../../shared/schemas/uf-values';
import type { GraphQLContext } from '../../context';
import {
  appError,
  fieldError,
  pageInfo,
  pageWindow,
  parseInput,
  requireViewer,
} from '../../kernel';
import { isUploadedFile } from '../../storage';
import { XLSX_LIMITS, sheetRefused, xlsxMessages } from '../../spreadsheets/xlsx-safety';
import { ufOfDayLoader } from './uf-values.loaders';
import {
  countDays,
  deleteDay,
  findDay,
  findPage,
  upsertDays,
  type UfValueRow,
} from './uf-values.repository';
import { readSeries, uploadedRows } from './uf-values.series.service';

// The UF of the day: Admin loads values by hand or by importing a series (all or nothing); every
// signed-in role reads the value a day uses, the latest earlier one when the day has none.

export const UF_PAGE_SIZE = 20;
const MAX_LISTED_ERRORS = 1_000;
const UPSERT_BATCH = 2_000;

export const ufImportMessages = {
  uploadMissing: 'Adjunta la serie de valores UF (.xlsx o .csv).',
} as const;

/** A day argument, or today in Chile when absent; a malformed day is refused in Spanish. */
export function dayArgument(text: string | null | undefined, field = 'date'): string {
  if (text === null || text === undefined || text.trim() === '') return todayInChile();
  const day = isoDay(text);
  if (!day) throw fieldError(field, messages.dateInvalid);
  return day;
}

const optionalDay = (text: string | null | undefined, field: string) =>
  text === null || text === undefined || text.trim() === '' ? null : dayArgument(text, field);

export async function ufValuePage(
  ctx: GraphQLContext,
  args: { page?: number | null; date_ini?: string | null; date_end?: string | null },
) {
  const range = { from: optionalDay(args.date_ini, 'date_ini'), to: optionalDay(args.date_end, 'date_end') }; // prettier-ignore
  const window = pageWindow(args.page, UF_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    findPage(ctx.db, range, window),
    countDays(ctx.db, range),
  ]);
  return { data: rows, ...pageInfo(total, window.page, UF_PAGE_SIZE, rows.length) };
}

/** The UF a day uses (null when none was loaded on or before it), read once per request. */
export function ufOfDay(ctx: GraphQLContext, date?: string | null): Promise<UfOfDay | null> {
  return ufOfDayLoader(ctx).load(dayArgument(date));
}

export async function setUfValue(
  ctx: GraphQLContext,
  args: { date: string; value: number },
): Promise<UfValueRow> {
  const viewer = requireViewer(ctx);
  const input = parseInput(setUfValueSchema, args);
  return ctx.db.transaction(async (tx) => {
    await upsertDays(tx, [input], viewer.id);
    const row = await findDay(tx, input.date);
    if (!row) throw new Error('UF value not saved');
    return row;
  });
}

export async function deleteUfValue(ctx: GraphQLContext, date: string): Promise<string> {
  const day = isoDay(date);
  if (!day || !(await deleteDay(ctx.db, day))) throw appError('NOT_FOUND', messages.notFound);
  return day;
}

const es = (n: number) => n.toLocaleString('es-CL');
const dayText = (iso: string) => iso.split('-').reverse().join('-');

/** Reads an uploaded series and saves every day of it, or nothing when a row is bad. */
export async function importUfValues(ctx: GraphQLContext, file: unknown): Promise<UfImportResult> {
  const viewer = requireViewer(ctx);
  if (!isUploadedFile(file)) throw sheetRefused(ufImportMessages.uploadMissing);
  if (file.size > XLSX_LIMITS.maxBytes) throw sheetRefused(xlsxMessages.tooLarge);
  const rows = await uploadedRows(new Uint8Array(await file.arrayBuffer()));
  const { days, problems } = readSeries(rows, file.name);
  if (problems.length) {
    const total = problems.length;
    return {
      status: false,
      info: `Se encontr${total === 1 ? 'ó 1 error' : `aron ${es(total)} errores`}; no se guardó nada.`,
      saved: 0,
      errors: problems.slice(0, MAX_LISTED_ERRORS),
    };
  }
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < days.length; i += UPSERT_BATCH) {
      await upsertDays(tx, days.slice(i, i + UPSERT_BATCH), viewer.id);
    }
  });
  const sorted = days.map((d) => d.date).sort();
  const span = `${dayText(sorted[0]!)} a ${dayText(sorted.at(-1)!)}`;
  const noun = days.length === 1 ? 'valor UF' : 'valores UF';
  return {
    status: true,
    info: `Se cargaron ${es(days.length)} ${noun} (${span}).`,
    saved: days.length,
    errors: [],
  };
}
