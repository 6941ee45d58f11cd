// The board's move over the prospect-move machine, put together as BoardPanel puts it (the
// notices, the real board with the moves applied, the «Mover a…» dialog), but with the board's
// data held here and editProspect sent to a scripted /graphql: the stories' play functions press
// «Mover a…», choose, write and confirm as a user would.
import { useCallback, useState } from 'react';
import { Box, Stack } from '@chakra-ui/react';
// The tests' own copy of user-event: storybook/test bundles another, and two copies typing into
// one shared jsdom document break each other's value tracking in the files after these.
import userEvent from '@testing-library/user-event';
import { screen, within } from 'storybook/test';
import { EditProspectDocument } from '../../../../graphql/generated/client/graphql';
import { applyMoves } from '../../../../machines/prospect-move/prospect-move.board';
import type {
  MoveRequest,
  ProspectCard,
  ProspectMoveDeps,
} from '../../../../machines/prospect-move/prospect-move.types';
import { errorMessage } from '../../../lib/network/errors';
import {
  scriptedExecutor,
  type ScriptedAnswer,
} from '../../../lib/network/scripted-graphql.story-kit';
import {
  boardCards,
  boardColumns,
  firstPagesFixture,
  perTypeAnswer,
  stagesFixture,
} from '../board.fixtures';
import { moveStages, movingIdsOf } from '../board/board-moves';
import { BusinessBoard } from '../board/business-board';
import type { ColumnPaging } from '../board/board.types';
import { moveCardInAnswer } from './move-cache';
import { MoveNotices } from './move-notices';
import { ProspectMoveDialog } from './prospect-move-dialog';
import { useMoveActor, useMoveView } from './use-prospect-move';

/** How the server answers editProspect: it saves, refuses with a Spanish reason, or never answers. */
export type SaveScript = 'save' | 'wait' | { refuse: string };

const STAGES = moveStages(stagesFixture);
const PAGING: Record<string, ColumnPaging> = Object.fromEntries(
  firstPagesFixture.map((page) => [
    page.id,
    { hasMore: page.info.has_more_pages, loadingMore: false, error: null },
  ]),
);

function answerOf(script: SaveScript, variables: Record<string, unknown>): ScriptedAnswer {
  if (script === 'wait') return { wait: true };
  if (script !== 'save') return { refuse: script.refuse, code: 'FORBIDDEN' };
  const card = boardCards.find((item) => item.id === variables['prospect_id']);
  const stage = stagesFixture.find((item) => item.id === variables['pipeline_stage_id']);
  if (!card || !stage) return { refuse: 'El negocio no existe.' };
  const description = String(variables['description']);
  const moved = { ...card, description, pipelinestage: { id: stage.id, name: stage.name } };
  return { data: { editProspect: moved } };
}

// editProspect as the app sends it (boardMoveDeps), through the scripted server.
function scriptedDeps(script: SaveScript, committed: ProspectMoveDeps['committed']) {
  const { execute } = scriptedExecutor({
    EditProspect: (variables) => answerOf(script, variables),
  });
  return {
    commit: async ({ prospectId, toStageId, description }: MoveRequest) => {
      try {
        const answer = await execute(EditProspectDocument, {
          prospect_id: prospectId,
          description,
          pipeline_stage_id: toStageId,
        });
        return answer.editProspect;
      } catch (error) {
        throw new Error(errorMessage(error), { cause: error });
      }
    },
    committed,
  } satisfies ProspectMoveDeps;
}

export function MoveWalk({ save = 'save' }: { save?: SaveScript }) {
  // The board's data: a saved move is written into it, as the app writes it into its cache.
  const [answer, setAnswer] = useState(() => perTypeAnswer(firstPagesFixture));
  const committed = useCallback(
    (request: MoveRequest, card: ProspectCard) =>
      setAnswer((current) => moveCardInAnswer(current, request, card)),
    [],
  );
  const [deps] = useState(() => scriptedDeps(save, committed));
  const { actor, moves, open } = useMoveView(useMoveActor(STAGES, deps));
  const columns = applyMoves(boardColumns(answer.prospectspertypequery.paginate_totals), moves);
  return (
    <Box p="4">
      <Stack gap="3">
        <MoveNotices actor={actor} />
        <BusinessBoard
          stages={stagesFixture}
          columns={columns}
          paging={PAGING}
          loading={false}
          error={null}
          filtered={false}
          onLoadMore={() => undefined}
          movingIds={movingIdsOf(moves)}
          onMoveCard={(card, fromStageId) => open(card, fromStageId)}
          onDropCard={(card, fromStageId, toStageId) => open(card, fromStageId, toStageId)}
        />
        <ProspectMoveDialog actor={actor} />
      </Stack>
    </Box>
  );
}

export const LUIS = 'Luis Alberto Muñoz Tapia';
export const WHY = 'Pagó la reserva en la sala de ventas.';

const dialog = () => screen.findByRole('dialog', { name: 'Mover negocio' });

/** Steps of the walk, shared by the stories' play functions and the tests. */
export const steps = {
  async open(name = LUIS) {
    await userEvent.click(await screen.findByRole('button', { name: `Mover a… ${name}` }));
    await dialog();
  },
  async choose(stage: string) {
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${stage}`) }));
  },
  async describe(why = WHY) {
    await userEvent.click(await screen.findByRole('textbox', { name: /¿Por qué se mueve\?/ }));
    await userEvent.paste(why);
  },
  async submit() {
    await userEvent.click(await within(await dialog()).findByRole('button', { name: 'Mover' }));
  },
  async confirm() {
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, mover' }));
  },
  /** «Mover a…», a stage, a reason and «Mover». */
  async move(stage: string, why = WHY) {
    await steps.open();
    await steps.choose(stage);
    await steps.describe(why);
    await steps.submit();
  },
};
