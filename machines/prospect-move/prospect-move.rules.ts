// The move's rules as pure functions, so the machine's actions stay one-liners and the tests can
// read them: what the dialog refuses, and how moves of one prospect line up behind each other.
import type { BoardStage, Move, MoveDraft, ProspectCard } from './prospect-move.types';

/** The server refuses longer descriptions (BAD_USER_INPUT); the dialog says so first. */
export const MAX_DESCRIPTION = 1_000;

export const MESSAGES = {
  noTarget: 'Elige la etapa de destino.',
  sameStage: 'El negocio ya está en esa etapa.',
  noDescription: 'Escribe por qué se mueve el negocio.',
  commitFailed: 'No se pudo mover el negocio. Inténtalo de nuevo.',
} as const;

// es-CL groups thousands with a dot; Intl leaves four-digit numbers ungrouped in Spanish.
export const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const tooLongMessage = (length: number) =>
  `La descripción admite hasta ${thousands(MAX_DESCRIPTION)} caracteres; tiene ${thousands(length)}.`;

/** "Camila Rojas", or a neutral name for a card without its customer. */
export function customerName(card: ProspectCard): string {
  const name = [card.customer?.name, card.customer?.last_name].filter(Boolean).join(' ').trim();
  return name || 'el cliente';
}

const stageName = (stages: readonly BoardStage[], id: string) =>
  stages.find((stage) => stage.id === id)?.name ?? 'esa etapa';

/** Why a queued move was dropped: the first one left the card where the second wanted it. */
export const alreadyThereMessage = (move: Move, stages: readonly BoardStage[]) =>
  `El negocio de ${customerName(move.card)} ya está en ${stageName(stages, move.toStageId)}: ` +
  'el movimiento siguiente no se hizo.';

/** The Spanish reason the draft cannot be sent yet, or null when it can. */
export function draftProblem(draft: MoveDraft, stages: readonly BoardStage[]): string | null {
  const target = stages.find((stage) => stage.id === draft.toStageId);
  if (!target) return MESSAGES.noTarget;
  if (target.id === draft.fromStageId) return MESSAGES.sameStage;
  const description = draft.description.trim();
  if (description === '') return MESSAGES.noDescription;
  if (description.length > MAX_DESCRIPTION) return tooLongMessage(description.length);
  return null;
}

export const isPermanent = (stages: readonly BoardStage[], stageId: string | null) =>
  stages.some((stage) => stage.id === stageId && stage.permanent);

const inFlight = (moves: readonly Move[], prospectId: string) =>
  moves.filter((move) => move.prospectId === prospectId && move.state !== 'failed');

/**
 * The draft as a move: saving at once when its prospect has nothing in flight, otherwise queued
 * behind the last move of that prospect (its start stage is fixed when its turn comes).
 */
export function newMove(moves: readonly Move[], draft: MoveDraft, key: string): Move {
  const ahead = inFlight(moves, draft.card.id).at(-1);
  return {
    key,
    card: draft.card,
    prospectId: draft.card.id,
    fromStageId: ahead ? ahead.toStageId : draft.fromStageId,
    toStageId: draft.toStageId ?? '',
    description: draft.description.trim(),
    state: ahead ? 'queued' : 'saving',
    error: null,
  };
}

export type Settlement = { saved: true } | { saved: false; error: string };

/**
 * The server answered the move `key`: a saved move leaves the list, a failed one stays with its
 * reason. The next queued move of the same prospect then starts from the stage the card is really
 * in now (the target when saved, the rolled-back stage when failed); one whose target is that
 * very stage is dropped with a notice instead. `started` lists the moves to send now.
 */
export function settleMove(
  moves: readonly Move[],
  key: string,
  settlement: Settlement,
  stages: readonly BoardStage[],
): { moves: Move[]; started: Move[] } {
  const settled = moves.find((move) => move.key === key && move.state === 'saving');
  if (!settled) return { moves: [...moves], started: [] };
  let stageNow = settlement.saved ? settled.toStageId : settled.fromStageId;
  let waiting = true;
  const started: Move[] = [];
  const next = moves.flatMap((move): Move[] => {
    if (move === settled) {
      return settlement.saved ? [] : [{ ...move, state: 'failed', error: settlement.error }];
    }
    if (!waiting || move.prospectId !== settled.prospectId || move.state !== 'queued') {
      return [move];
    }
    const from = { ...move, fromStageId: stageNow };
    if (from.fromStageId === from.toStageId) {
      return [{ ...from, state: 'failed', error: alreadyThereMessage(from, stages) }];
    }
    waiting = false;
    stageNow = from.toStageId;
    const saving: Move = { ...from, state: 'saving' };
    started.push(saving);
    return [saving];
  });
  return { moves: next, started };
}

/** A move is drawn optimistically and awaits the server. */
export function hasSaving(moves: readonly Move[]) {
  return moves.some((move) => move.state === 'saving');
}
