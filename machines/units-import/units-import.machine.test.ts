import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createXlsxImportActors } from './units-import.actors';
import { xlsxImportMachine } from './units-import.machine';
import { sheetProblem } from './units-import.rules';
import {
  appliedUpdate,
  fakeDeps,
  flush,
  invalidCheck,
  refusedAtSave,
  rejectedUpdate,
  rowsFixture,
  savedResult,
  sheetFile,
  validCheck,
} from './units-import.test-kit';

const PROJECT = '7';

function start(mode: 'create' | 'update' = 'create') {
  const fakes = fakeDeps();
  const machine = xlsxImportMachine.provide({
    actors: createXlsxImportActors(fakes.deps),
    actions: { unitsChanged: fakes.unitsChanged },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'wizard.opened', mode, projectId: PROJECT });
  return { ...fakes, actor };
}

async function checked(answer = validCheck) {
  const run = start();
  run.actor.send({ type: 'file.chosen', file: sheetFile() });
  run.actor.send({ type: 'file.submitted' });
  run.last('CheckPropertiesExcel')?.answer.resolve({ checkPropertiesExcel: answer });
  await flush();
  return run;
}

describe('xlsx import: choosing a file', () => {
  it('starts closed and opens in the mode asked for', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ create: { idle: 'waiting' } });
    const update = start('update').actor;
    expect(update.getSnapshot().value).toEqual({ update: { idle: 'waiting' } });
    expect(update.getSnapshot().context.projectId).toBe(PROJECT);
  });

  it('refuses a file that is not .xlsx or is over 20 MB, in Spanish, without uploading', () => {
    const { actor, calls } = start();
    actor.send({ type: 'file.chosen', file: sheetFile('unidades.csv') });
    expect(actor.getSnapshot().value).toEqual({ create: { idle: 'rejected' } });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.rejection).toMatch(/«unidades\.csv» no es una planilla/);
    actor.send({ type: 'file.chosen', file: sheetFile('grande.xlsx', 21 * 1024 * 1024) });
    expect(actor.getSnapshot().context.rejection).toBe(
      'El archivo pesa 21 MB; el máximo es 20 MB. Divide la planilla en partes más pequeñas.',
    );
    expect(actor.getSnapshot().can({ type: 'file.submitted' })).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('accepts .XLSX in capitals and exactly 20 MB, refuses an empty file', () => {
    expect(sheetProblem({ name: 'UNIDADES.XLSX', size: 20 * 1024 * 1024 })).toBeNull();
    expect(sheetProblem({ name: 'vacia.xlsx', size: 0 })).toBe(
      'El archivo «vacia.xlsx» está vacío.',
    );
    expect(sheetProblem({ name: 'unidades.xls', size: 10 })).not.toBeNull();
  });

  it('a good file after a refused one clears the message', () => {
    const { actor } = start();
    actor.send({ type: 'file.chosen', file: sheetFile('unidades.ods') });
    actor.send({ type: 'file.chosen', file: sheetFile() });
    expect(actor.getSnapshot().value).toEqual({ create: 'fileChosen' });
    expect(actor.getSnapshot().context).toMatchObject({
      rejection: null,
      fileName: 'unidades-condominio-los-aromos.xlsx',
    });
  });
});

describe('xlsx import: checking and saving', () => {
  it('checks the chosen file and reviews a valid sheet with its counts', async () => {
    const { actor, calls } = await checked();
    expect(calls[0]?.operation).toBe('CheckPropertiesExcel');
    expect(calls[0]?.variables).toEqual({ excel: expect.any(File), project_id: PROJECT });
    expect(actor.getSnapshot().value).toEqual({ create: { reviewing: 'valid' } });
    expect(actor.getSnapshot().context).toMatchObject({ rowCount: 3, errorCount: 0 });
  });

  it('reviews an invalid sheet with its errors and link, and cannot save it', async () => {
    const { actor } = await checked(invalidCheck);
    expect(actor.getSnapshot().value).toEqual({ create: { reviewing: 'invalid' } });
    expect(actor.getSnapshot().context.errorCount).toBe(2);
    expect(actor.getSnapshot().context.check?.errors_url).toMatch(/^\/api\/exports\//);
    expect(actor.getSnapshot().can({ type: 'save.requested' })).toBe(false);
  });

  it('a valid check with no rows is nothing to save', async () => {
    const { actor } = await checked({
      ...validCheck,
      data: [],
      info: 'La planilla no tiene filas.',
    });
    expect(actor.getSnapshot().value).toEqual({ create: { reviewing: 'invalid' } });
  });

  it('a valid check the server did not keep (no import id) cannot be saved', async () => {
    const { actor } = await checked({ ...validCheck, import_id: null });
    expect(actor.getSnapshot().value).toEqual({ create: { reviewing: 'invalid' } });
    expect(actor.getSnapshot().can({ type: 'save.requested' })).toBe(false);
  });

  it('choosing another file from an invalid review goes back to the drop zone', async () => {
    const { actor } = await checked(invalidCheck);
    actor.send({ type: 'file.discarded' });
    expect(actor.getSnapshot().value).toEqual({ create: { idle: 'waiting' } });
    expect(actor.getSnapshot().context).toMatchObject({ check: null, fileName: null });
    actor.send({ type: 'file.chosen', file: sheetFile('corregida.xlsx') });
    expect(actor.getSnapshot().value).toEqual({ create: 'fileChosen' });
  });

  it('saves the checked rows in the project and says the lists changed', async () => {
    const { actor, last, unitsChanged } = await checked();
    actor.send({ type: 'save.requested' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(last('SavePropertiesImport')?.variables).toEqual({
      project_id: PROJECT,
      import_id: validCheck.import_id,
    });
    last('SavePropertiesImport')?.answer.resolve({ savePropertiesImport: savedResult });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ create: 'saved' });
    expect(actor.getSnapshot().context.savedCount).toBe(3);
    expect(unitsChanged).toHaveBeenCalledTimes(1);
  });

  it('a save refused by the server goes back to the review with its errors', async () => {
    const { actor, last, unitsChanged } = await checked();
    actor.send({ type: 'save.requested' });
    last('SavePropertiesImport')?.answer.resolve({ savePropertiesImport: refusedAtSave });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ create: { reviewing: 'invalid' } });
    expect(actor.getSnapshot().context.check?.validation_errors[0]?.message).toMatch(/Ya existe/);
    // The save does not send the rows back: the review keeps the rows the check read.
    expect(actor.getSnapshot().context.check?.data).toEqual(rowsFixture);
    expect(actor.getSnapshot().context.errorCount).toBe(1);
    expect(unitsChanged).not.toHaveBeenCalled();
  });
});

describe('xlsx import: failures, retry and cancel', () => {
  it('a failed check keeps the message and retries the same file', async () => {
    const { actor, calls, last } = start();
    actor.send({ type: 'file.chosen', file: sheetFile() });
    actor.send({ type: 'file.submitted' });
    last('CheckPropertiesExcel')?.answer.reject(new Error('El archivo no es un .xlsx válido.'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ create: { failed: 'check' } });
    expect(actor.getSnapshot().context.failure).toBe('El archivo no es un .xlsx válido.');
    actor.send({ type: 'retry.requested' });
    expect(actor.getSnapshot().value).toEqual({ create: 'checking' });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.variables).toEqual(calls[0]?.variables);
  });

  it('a failed save retries the save, not the check', async () => {
    const { actor, last, calls } = await checked();
    actor.send({ type: 'save.requested' });
    last('SavePropertiesImport')?.answer.reject('HTTP 502');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ create: { failed: 'save' } });
    expect(actor.getSnapshot().context.failure).toBe(
      'No pudimos completar la operación. Inténtalo de nuevo.',
    );
    actor.send({ type: 'retry.requested' });
    expect(calls.map((call) => call.operation)).toEqual([
      'CheckPropertiesExcel',
      'SavePropertiesImport',
      'SavePropertiesImport',
    ]);
  });

  it('cancel while checking aborts the request and ignores its late answer', async () => {
    const { actor, last } = start();
    actor.send({ type: 'file.chosen', file: sheetFile() });
    actor.send({ type: 'file.submitted' });
    const call = last('CheckPropertiesExcel');
    expect(call?.signal?.aborted).toBe(false);
    actor.send({ type: 'cancel.requested' });
    expect(call?.signal?.aborted).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ create: { idle: 'waiting' } });
    call?.answer.resolve({ checkPropertiesExcel: validCheck });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ create: { idle: 'waiting' } });
    expect(actor.getSnapshot().context.check).toBeNull();
  });

  it('cancel or close while saving aborts and refreshes the lists (the server may have saved)', async () => {
    const first = await checked();
    first.actor.send({ type: 'save.requested' });
    first.actor.send({ type: 'cancel.requested' });
    expect(first.last('SavePropertiesImport')?.signal?.aborted).toBe(true);
    expect(first.unitsChanged).toHaveBeenCalledTimes(1);
    const second = await checked();
    second.actor.send({ type: 'save.requested' });
    second.actor.send({ type: 'wizard.closed' });
    expect(second.actor.getSnapshot().value).toBe('closed');
    expect(second.last('SavePropertiesImport')?.signal?.aborted).toBe(true);
    expect(second.unitsChanged).toHaveBeenCalledTimes(1);
  });

  it('ignores events that do not belong to the state', async () => {
    const { actor } = start();
    for (const type of ['save.requested', 'retry.requested', 'cancel.requested'] as const) {
      expect(actor.getSnapshot().can({ type })).toBe(false);
    }
    const busy = await checked();
    busy.actor.send({ type: 'save.requested' });
    busy.actor.send({ type: 'file.chosen', file: sheetFile('otra.xlsx') });
    busy.actor.send({ type: 'file.discarded' });
    busy.actor.send({ type: 'save.requested' });
    expect(busy.actor.getSnapshot().value).toEqual({ create: 'saving' });
    expect(busy.calls.filter((c) => c.operation === 'SavePropertiesImport')).toHaveLength(1);
  });

  it('closing forgets the sheet; opening again starts clean', async () => {
    const { actor } = await checked(invalidCheck);
    actor.send({ type: 'wizard.closed' });
    actor.send({ type: 'wizard.opened', mode: 'create', projectId: '9' });
    expect(actor.getSnapshot().context).toMatchObject({
      projectId: '9',
      check: null,
      errorCount: 0,
    });
  });
});

describe('xlsx import: update by sheet', () => {
  it('sends the file with the project once and lists what changed', async () => {
    const { actor, last, unitsChanged } = start('update');
    actor.send({ type: 'file.chosen', file: sheetFile('precios-marzo.xlsx') });
    actor.send({ type: 'file.submitted' });
    expect(actor.getSnapshot().value).toEqual({ update: 'updating' });
    expect(last('UpdatePropertiesByExcel')?.variables).toEqual({
      excel: expect.any(File),
      project_id: PROJECT,
    });
    last('UpdatePropertiesByExcel')?.answer.resolve({ updatePropertiesByExcel: appliedUpdate });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ update: { updated: 'applied' } });
    expect(actor.getSnapshot().context.update?.properties).toHaveLength(2);
    expect(unitsChanged).toHaveBeenCalledTimes(1);
  });

  it('a sheet with unknown identifiers changes nothing and can be replaced', async () => {
    const { actor, last, unitsChanged } = start('update');
    actor.send({ type: 'file.chosen', file: sheetFile() });
    actor.send({ type: 'file.submitted' });
    last('UpdatePropertiesByExcel')?.answer.resolve({ updatePropertiesByExcel: rejectedUpdate });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ update: { updated: 'rejected' } });
    expect(actor.getSnapshot().context.errorCount).toBe(1);
    expect(unitsChanged).not.toHaveBeenCalled();
    actor.send({ type: 'file.discarded' });
    expect(actor.getSnapshot().value).toEqual({ update: { idle: 'waiting' } });
  });

  it('fails, retries and cancels like the import', async () => {
    const { actor, last, calls, unitsChanged } = start('update');
    actor.send({ type: 'file.chosen', file: sheetFile() });
    actor.send({ type: 'file.submitted' });
    last('UpdatePropertiesByExcel')?.answer.reject(new Error('No pudimos conectar.'));
    await flush();
    expect(actor.getSnapshot().value).toEqual({ update: 'failed' });
    actor.send({ type: 'retry.requested' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'cancel.requested' });
    expect(calls[1]?.signal?.aborted).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ update: { idle: 'waiting' } });
    expect(unitsChanged).toHaveBeenCalledTimes(1);
  });
});
