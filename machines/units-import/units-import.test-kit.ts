// Fakes for the import's tests: an executor whose answers each test settles by hand (and that
// records the abort signal of every request), sheets as File objects, and server answers with
// Chilean units.
import { vi } from 'vitest';
import { getOperationAST, type DocumentNode } from 'graphql';
import { deferred, type Deferred } from '../shared/deferred';
import type { Executor } from '../shared/executor';
import type { SheetCheck, SheetSave, SheetUpdate, XlsxImportDeps } from './units-import.types';

export interface FakeCall {
  operation: string;
  variables: unknown;
  signal: AbortSignal | null;
  answer: Deferred<unknown>;
  /** The test answered it (resolved or rejected). */
  settled: boolean;
}

export function fakeDeps() {
  const calls: FakeCall[] = [];
  const unitsChanged = vi.fn();
  const record = (document: DocumentNode, variables: unknown, signal: AbortSignal | null) => {
    const answer = deferred<unknown>();
    const operation = getOperationAST(document)?.name?.value ?? '';
    const call: FakeCall = { operation, variables, signal, answer, settled: false };
    const settle = () => void (call.settled = true);
    answer.promise.then(settle, settle);
    calls.push(call);
    return answer.promise;
  };
  // Every answer is what the test passes to resolve(): the fake cannot type it per document.
  const bound =
    (signal: AbortSignal | null): Executor =>
    <TResult>(document: DocumentNode, ...[variables]: unknown[]) =>
      record(document, variables, signal) as Promise<TResult>;
  const deps: XlsxImportDeps = { execute: bound(null), abortable: (signal) => bound(signal) };
  const last = (operation: string) => calls.filter((call) => call.operation === operation).at(-1);
  return { deps, calls, last, unitsChanged };
}

export const sheetFile = (name = 'unidades-condominio-los-aromos.xlsx', bytes = 48_213) =>
  new File([new Uint8Array(bytes)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

export const rowsFixture = [
  { type: 'departamento', identifier: 'A101', model: 'Modelo Canelo 2D1B', price: 2350.5 },
  { type: 'departamento', identifier: 'A102', model: 'Modelo Canelo 2D1B', price: 2365.75 },
  { type: 'bodega', identifier: 'B-01', model: null, price: 85 },
];

export const validCheck: SheetCheck = {
  status: true,
  info: '3 unidades listas para guardar.',
  data: rowsFixture,
  validation_errors: [],
  errors_url: null,
  import_id: '5d0b7c1e-4f3a-4e2b-9a61-0c8e2f7d3b94',
};

export const invalidCheck: SheetCheck = {
  status: false,
  info: 'Se encontraron 2 errores.',
  data: rowsFixture,
  validation_errors: [
    { row: 3, column: 'Precio', message: '«12,5,0» no es un número.' },
    { row: 4, column: 'Identificador', message: 'El identificador A101 está repetido (fila 2).' },
  ],
  errors_url: '/api/exports/1f0c2a9e-7b1d-4c55-9f0e-3a2b1c4d5e6f/download?token=abc',
  import_id: null,
};

export const savedResult: SheetSave = {
  status: true,
  info: 'Se guardaron 3 unidades.',
  validation_errors: [],
  errors_url: null,
};

export const refusedAtSave: SheetSave = {
  status: false,
  info: 'Se encontró 1 error.',
  validation_errors: [
    { row: 2, column: 'Identificador', message: 'Ya existe la unidad A101 en el proyecto.' },
  ],
  errors_url: null,
};

export const appliedUpdate: SheetUpdate = {
  status: true,
  info: 'Se actualizaron 2 unidades.',
  data: rowsFixture.slice(0, 2),
  validation_errors: [],
  errors_url: null,
  properties: [
    { id: '1000', identifier: 'A101', price: 2399.9 },
    { id: '1001', identifier: 'A102', price: 2410 },
  ],
  warehouses: [],
  parkinglots: [],
};

export const rejectedUpdate: SheetUpdate = {
  ...appliedUpdate,
  status: false,
  info: 'Se encontró 1 error.',
  validation_errors: [
    { row: 5, column: 'Identificador', message: 'No existe la unidad Z999 en el proyecto.' },
  ],
  errors_url: '/api/exports/2a1b/download?token=def',
  properties: [],
};

/** Lets settled promises reach the machine. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
