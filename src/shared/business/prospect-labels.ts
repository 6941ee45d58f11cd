// Spanish labels and badge tones of a prospect's status and criticality (spec §3). They use the
// status-table shape of the sales records so the same badge draws them, but nobody moves them by
// hand: the status follows the stage the prospect is moved into (its `outcome`), and the
// criticality is set where the prospect is created. Hence every `next` list is empty.
import type { StatusTable } from '../sales-status/status-table';

export type ProspectStatusCode = 'open' | 'won' | 'lost';
export type ProspectCriticalityCode = 'low' | 'medium' | 'high';

export const prospectStatus: StatusTable<ProspectStatusCode> = {
  record: 'negocio',
  initial: 'open',
  statuses: {
    open: { label: 'Abierto', tone: 'blue', hint: 'El negocio sigue en curso.', next: [] },
    won: { label: 'Ganado', tone: 'green', hint: 'El cliente compró.', next: [] },
    lost: { label: 'Perdido', tone: 'red', hint: 'El cliente desistió.', next: [] },
  },
};

export const prospectCriticality: StatusTable<ProspectCriticalityCode> = {
  record: 'criticidad',
  initial: 'medium',
  statuses: {
    low: { label: 'Baja', tone: 'gray', hint: 'Puede esperar.', next: [] },
    medium: { label: 'Media', tone: 'orange', hint: 'Seguir esta semana.', next: [] },
    high: { label: 'Alta', tone: 'red', hint: 'Atender hoy.', next: [] },
  },
};

/** The prospect status a stage's outcome gives ('open' for the stages that close nothing). */
export function statusForOutcome(outcome: string | null | undefined): ProspectStatusCode {
  return outcome === 'won' || outcome === 'lost' ? outcome : 'open';
}
