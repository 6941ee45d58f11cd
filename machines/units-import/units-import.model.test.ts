// Model test (CONVENTIONS rule 5): @xstate/graph walks every shortest path of the import machine;
// each path is replayed on a real actor (real actors over a fake executor) and must land in the
// same states with the same counts; together the paths reach every declared state. Along every
// path, exactly the busy states have one request in flight: leaving one aborts its request.
import { describe, expect, it } from 'vitest';
import { getShortestPaths, serializeEvent } from '@xstate/graph';
import { createActor, type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { unreachedStates } from '../shared/model';
import { createXlsxImportActors } from './units-import.actors';
import { xlsxImportMachine } from './units-import.machine';
import {
  appliedUpdate,
  fakeDeps,
  flush,
  invalidCheck,
  refusedAtSave,
  rejectedUpdate,
  savedResult,
  sheetFile,
  validCheck,
} from './units-import.test-kit';

type Fakes = ReturnType<typeof fakeDeps>;

interface Outcome {
  event: AnyEventObject;
  /** Settles the pending request (for xstate.done/error events); domain events are sent. */
  settle?: (fakes: Fakes) => void;
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('HTTP 502') });
// A File serialises as {}: `label` tells the walker's two picks apart.
const good = { type: 'file.chosen', file: sheetFile(), label: 'xlsx' };
const bad = { type: 'file.chosen', file: sheetFile('unidades.csv'), label: 'csv' };

const answer = (operation: string, field: string, output: unknown): Outcome => ({
  event: done(operationActor[operation] ?? '', output),
  settle: (f) => f.last(operation)?.answer.resolve({ [field]: output }),
});
const failure = (operation: string): Outcome => ({
  event: error(operationActor[operation] ?? ''),
  settle: (f) => f.last(operation)?.answer.reject(new Error('HTTP 502')),
});
const operationActor: Record<string, string> = {
  CheckPropertiesExcel: 'checkSheet',
  SavePropertiesImport: 'saveUnits',
  UpdatePropertiesByExcel: 'updateUnits',
};

const outcomes: Outcome[] = [
  { event: { type: 'wizard.opened', mode: 'create', projectId: '7' } },
  { event: { type: 'wizard.opened', mode: 'update', projectId: '7' } },
  { event: { type: 'wizard.closed' } },
  { event: good },
  { event: bad },
  { event: { type: 'file.discarded' } },
  { event: { type: 'file.submitted' } },
  { event: { type: 'save.requested' } },
  { event: { type: 'cancel.requested' } },
  { event: { type: 'retry.requested' } },
  answer('CheckPropertiesExcel', 'checkPropertiesExcel', validCheck),
  answer('CheckPropertiesExcel', 'checkPropertiesExcel', invalidCheck),
  failure('CheckPropertiesExcel'),
  answer('SavePropertiesImport', 'savePropertiesImport', savedResult),
  answer('SavePropertiesImport', 'savePropertiesImport', refusedAtSave),
  failure('SavePropertiesImport'),
  answer('UpdatePropertiesByExcel', 'updatePropertiesByExcel', appliedUpdate),
  answer('UpdatePropertiesByExcel', 'updatePropertiesByExcel', rejectedUpdate),
  failure('UpdatePropertiesByExcel'),
];

const byEvent = new Map(outcomes.map((outcome) => [serializeEvent(outcome.event), outcome]));

// What a state means beyond its value: the counts and messages the wizard shows.
const summary = (snapshot: SnapshotFrom<typeof xlsxImportMachine>) => ({
  value: snapshot.value,
  file: snapshot.context.fileName,
  rows: snapshot.context.rowCount,
  errors: snapshot.context.errorCount,
  saved: snapshot.context.savedCount,
  failure: snapshot.context.failure !== null,
  rejection: snapshot.context.rejection !== null,
});

// The traversal feeds xstate's own done/error events, which the machine's event type does not
// list: walk it as an untyped machine.
const model: AnyStateMachine = xlsxImportMachine;
const paths = getShortestPaths(model, {
  events: (snapshot) =>
    outcomes.map((outcome) => outcome.event).filter((event) => snapshot.can(event)),
  // A vertex per (state, incoming event, previous state): the paths cover every transition.
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([summary(snapshot), event && serializeEvent(event), previous?.value]),
});

describe('xlsx import model', () => {
  it('reaches every declared state', () => {
    expect(
      unreachedStates(
        xlsxImportMachine,
        paths.map((path) => path.state.value),
      ),
    ).toEqual([]);
  });

  it('exercises every modelled event', () => {
    const walked = new Set(
      paths.flatMap((path) => path.steps.map((step) => serializeEvent(step.event))),
    );
    expect(
      outcomes
        .map((outcome) => serializeEvent(outcome.event))
        .filter((event) => !walked.has(event)),
    ).toEqual([]);
  });

  it.each(
    paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const),
  )('replays %s', async (_, path) => {
    const fakes = fakeDeps();
    const actor = createActor(
      xlsxImportMachine.provide({
        actors: createXlsxImportActors(fakes.deps),
        actions: { unitsChanged: fakes.unitsChanged },
      }),
    ).start();
    try {
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) {
          const outcome = byEvent.get(serializeEvent(step.event));
          if (outcome?.settle) outcome.settle(fakes);
          else actor.send(step.event);
        }
        await flush();
        const snapshot = actor.getSnapshot();
        expect(summary(snapshot)).toEqual(summary(step.state));
        const inFlight = fakes.calls.filter((call) => !call.settled && !call.signal?.aborted);
        expect(inFlight).toHaveLength(snapshot.hasTag('busy') ? 1 : 0);
        expect(snapshot.hasTag('error')).toBe(
          snapshot.context.failure !== null || snapshot.context.rejection !== null,
        );
      }
    } finally {
      actor.stop();
    }
  });
});
