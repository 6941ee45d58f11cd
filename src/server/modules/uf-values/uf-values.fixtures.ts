// Test support for the uf-values suites: the import sent as the SPA sends it (multipart), a
// yearly table written as an .xlsx, and a quoted home with known financing amounts. Never
// imported by production code.
import { asc, eq } from 'drizzle-orm';
import { ImportUfValuesDocument } from '../../../../graphql/generated/client/graphql';
import type { TestApp } from '../../../../tests/harness/test-app';
import type { Db } from '../../db/client';
import { properties, propertyQuotations, quotations } from '../../db/schema';
import { writeToBuffer } from '../../spreadsheets/sheet-writer.fixtures';
import { executeUpload } from '../../storage/storage.fixtures';

const TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function importSeries(
  t: Pick<TestApp, 'app'>,
  token: string,
  bytes: Uint8Array,
  name: string,
) {
  // prettier-ignore
  const type = TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
  return executeUpload(
    t.app,
    ImportUfValuesDocument,
    { file: new File([], name) },
    { file: { bytes: new Uint8Array(bytes), name, type } },
    token,
  );
}

export const csv = (text: string) => new TextEncoder().encode(text);

/** The Banco Central's yearly layout: a «Día» column, then one column per month given. */
export async function yearlyTable(months: Record<string, ReadonlyArray<string | null>>) {
  const names = Object.keys(months);
  const rows = Array.from({ length: 31 }, (_, i) => i + 1);
  const { body } = await writeToBuffer<number>(
    [
      { header: 'Día', kind: 'number', value: (day) => day },
      ...names.map((name) => ({
        header: name,
        kind: 'text' as const,
        value: (day: number) => months[name]![day - 1] ?? null,
      })),
    ],
    [rows],
  );
  return new Uint8Array(body);
}

/** The first quoted home of the demo, with known amounts and the quotation's income band. */
export async function quotedHomeWithAmounts(db: Db) {
  const [quoted] = await db.select().from(propertyQuotations).orderBy(asc(propertyQuotations.id)).limit(1); // prettier-ignore
  if (!quoted) throw new Error('the demo has no quoted home');
  await db
    .update(properties)
    .set({
      price: '2150.00',
      savings: '30.00',
      base_subsidies: '700.00',
      bonus_integration: '200.00',
      bonus_recruitment: '100.00',
      saving_ds15: null,
      base_subsidie_ds15: null,
    })
    .where(eq(properties.id, quoted.property_id));
  await db
    .update(quotations)
    .set({ minimum_rent: 1_200_000, maximum_rent: 1_800_000 })
    .where(eq(quotations.id, quoted.quotation_id));
  return { propertyId: quoted.property_id, quotationId: quoted.quotation_id };
}
