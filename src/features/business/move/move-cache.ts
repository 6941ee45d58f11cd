// A saved move, written into the cached board at once (so the card stays where the user put it
// when the machine forgets the move) and then re-read from the server: the other columns' pages,
// the list view and the prospect's file may all have changed.
import type { QueryClient } from '@tanstack/react-query';
import { type ProspectsPerTypeQuery } from '../../../../graphql/generated/client/graphql';
import type {
  MoveRequest,
  ProspectCard,
} from '../../../../machines/prospect-move/prospect-move.types';
import { invalidateForRecord, queriesReading } from '../../../lib/record-invalidation';

type StageGroup = ProspectsPerTypeQuery['prospectspertypequery']['paginate_totals'][number];

const holds = (group: StageGroup, prospectId: string) =>
  group.data.some((card) => card.id === prospectId);

/**
 * One answer of prospectspertypequery with the card moved to its new stage (top of that group,
 * both totals adjusted). Idempotent: an answer that already has the card in its new stage, or
 * does not hold it at all (another page, another filter), comes back unchanged.
 */
export function moveCardInAnswer(
  answer: ProspectsPerTypeQuery,
  request: MoveRequest,
  card: ProspectCard,
): ProspectsPerTypeQuery {
  const groups = answer.prospectspertypequery.paginate_totals;
  const from = groups.find((group) => holds(group, request.prospectId));
  if (!from || from.id === request.toStageId) return answer;
  const paginate_totals = groups.map((group): StageGroup => {
    if (group === from) {
      return {
        ...group,
        info: { ...group.info, total: Math.max(0, group.info.total - 1) },
        data: group.data.filter((item) => item.id !== request.prospectId),
      };
    }
    if (group.id !== request.toStageId) return group;
    return {
      ...group,
      info: { ...group.info, total: group.info.total + 1 },
      data: [card, ...group.data],
    };
  });
  return { prospectspertypequery: { ...answer.prospectspertypequery, paginate_totals } };
}

// The board reads every page through ProspectsPerType (first screen and "ver más" pages alike);
// an entry of another shape under that name is left to the refetch.
const isAnswer = (data: unknown): data is ProspectsPerTypeQuery =>
  typeof data === 'object' &&
  data !== null &&
  'prospectspertypequery' in data &&
  typeof data.prospectspertypequery === 'object' &&
  data.prospectspertypequery !== null &&
  'paginate_totals' in data.prospectspertypequery &&
  Array.isArray(data.prospectspertypequery.paginate_totals);

/** `committed` of the board's prospect-move machine. */
export function commitMoveToCache(client: QueryClient, request: MoveRequest, card: ProspectCard) {
  client.setQueriesData<unknown>(queriesReading(['prospectspertypequery']), (data: unknown) =>
    isAnswer(data) ? moveCardInAnswer(data, request, card) : data,
  );
  void invalidateForRecord(client, 'prospect');
}
