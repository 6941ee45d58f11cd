import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  ProspectsDocument,
  ProspectsPerTypeDocument,
  type ProspectsPerTypeQuery,
} from '../../../../graphql/generated/client/graphql';
import { queryKeyFor } from '../../../lib/query-client';
import { rootFieldsOf } from '../../../lib/record-invalidation';
import { Refusal, serve } from '../../../../tests/setup/page-kit';
import { moveCardInAnswer } from './move-cache';
import { CONTACTADO, NUEVO, WHY, camila, matias } from './prospect-move.fixtures';
import { boardMoveDeps } from './use-prospect-move';

const info = (total: number) => ({
  total,
  per_page: 20,
  current_page: 1,
  from: total ? 1 : null,
  to: Math.min(total, 20) || null,
  last_page: Math.max(1, Math.ceil(total / 20)),
  has_more_pages: total > 20,
});

const answer = (nuevo: (typeof camila)[], contactado: (typeof camila)[], totals = [42, 7]) => ({
  prospectspertypequery: {
    paginate_totals: [
      { id: NUEVO, info: info(totals[0] ?? 0), data: nuevo },
      { id: CONTACTADO, info: info(totals[1] ?? 0), data: contactado },
    ],
  },
});

const request = {
  prospectId: camila.id,
  fromStageId: NUEVO,
  toStageId: CONTACTADO,
  description: WHY,
};
const saved = { ...camila, pipelinestage: { id: CONTACTADO, name: 'Contactado' } };
const totals = (data: ProspectsPerTypeQuery | undefined) =>
  data?.prospectspertypequery.paginate_totals.map((group) => [
    group.info.total,
    group.data.map((card) => card.id),
  ]);

afterEach(() => void vi.unstubAllGlobals());

describe('the saved move in the cached board', () => {
  it('moves the card to the top of its new stage and adjusts both totals, once', () => {
    const moved = moveCardInAnswer(answer([camila, matias], [], [42, 7]), request, saved);
    expect(totals(moved)).toEqual([
      [41, [matias.id]],
      [8, [camila.id]],
    ]);
    expect(moveCardInAnswer(moved, request, saved)).toBe(moved);
    const elsewhere = answer([matias], []);
    expect(moveCardInAnswer(elsewhere, request, saved)).toBe(elsewhere);
  });

  it('commit sends editProspect; committed writes every cached board page and refetches', async () => {
    const server = serve({ EditProspect: () => ({ editProspect: saved }) });
    const client = new QueryClient();
    const board = queryKeyFor(ProspectsPerTypeDocument, { page: 1 });
    const list = queryKeyFor(ProspectsDocument, { page: 1 });
    // As useTypedQuery caches them: with the root fields they read, for realtime invalidation.
    for (const [key, document] of [
      [board, ProspectsPerTypeDocument],
      [list, ProspectsDocument],
    ] as const) {
      client
        .getQueryCache()
        .build(client, { queryKey: key, meta: { rootFields: rootFieldsOf(document) } });
    }
    client.setQueryData(board, answer([camila, matias], []));
    client.setQueryData(list, { prospects: { data: [] } });
    const deps = boardMoveDeps(client);
    const card = await deps.commit(request);
    expect(server.named('EditProspect')[0]?.variables).toEqual({
      prospect_id: camila.id,
      description: WHY,
      pipeline_stage_id: CONTACTADO,
    });
    deps.committed?.(request, card);
    expect(totals(client.getQueryData<ProspectsPerTypeQuery>(board))).toEqual([
      [41, [matias.id]],
      [8, [camila.id]],
    ]);
    expect(client.getQueryState(board)?.isInvalidated).toBe(true);
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });

  it('a refusal reaches the machine as an Error with the server Spanish message', async () => {
    serve({
      EditProspect: () => {
        throw new Refusal('La etapa «Reserva» no pertenece al pipeline del negocio.');
      },
    });
    await expect(boardMoveDeps(new QueryClient()).commit(request)).rejects.toThrow(
      'La etapa «Reserva» no pertenece al pipeline del negocio.',
    );
  });
});
