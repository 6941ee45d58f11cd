import { print } from 'graphql';
import { RecordChangedDocument } from '../../../../graphql/generated/client/graphql';
import type { RecordChangeEvent } from '../../../../src/server/modules/realtime/realtime.resolvers';
import { publishRecord, publishUntilHeard } from '../../../harness/realtime';
import { connectAs } from '../ws-probe';
import type { CrossCase } from './cross-case';

// recordChanged for a scoped principal (tests/server/realtime.test.ts proves the same with made-up
// ids; here the other agency and its project are real). Once the subscription is live, events of
// the other agency — by agency, by project, by both — are published, then one of the principal's
// own: the next delivery must be that one.

const event = (id: string, agency: number | null, project: number | null): RecordChangeEvent => ({
  type: 'user',
  action: 'updated',
  id,
  project_id: project === null ? null : String(project),
  agency_id: agency === null ? null : String(agency),
});

export const recordChangedCase: CrossCase = {
  operation: 'recordChanged',
  async run({ t, wsUrl }, principal, foreign) {
    const own = principal.agencyIds[0];
    if (own === undefined) {
      return [
        {
          what: 'sin agencia propia',
          leak: null,
          anomaly: 'el principal no tiene agencia',
          outcome: '-',
        },
      ];
    }
    const client = connectAs(wsUrl, principal);
    const iterator = client.iterate({
      query: print(RecordChangedDocument),
      variables: { types: null },
    });
    try {
      await publishUntilHeard(t.database, iterator.next(), event('propio-1', own, null));
      const foreignProject = foreign.projectIds[0] ?? null;
      for (const foreignEvent of [
        event('ajeno-agencia', foreign.agencyId, null),
        event('ajeno-proyecto', null, foreignProject),
        event('ajeno-ambos', foreign.agencyId, foreignProject),
      ]) {
        await publishRecord(t.database, foreignEvent);
      }
      await publishRecord(t.database, event('propio-2', own, null));
      const next = await iterator.next();
      const value: unknown = next.done ? null : next.value.data?.recordChanged;
      const id = value && typeof value === 'object' && 'id' in value ? String(value.id) : null;
      return [
        {
          what: 'eventos de la agencia ajena',
          leak:
            id !== 'propio-2' ? `recibió el evento ${id ?? '(ninguno)'} antes del propio` : null,
          outcome: id === 'propio-2' ? 'solo propios' : `recibió ${id}`,
        },
      ];
    } finally {
      await iterator.return?.();
      await client.dispose();
    }
  },
};
