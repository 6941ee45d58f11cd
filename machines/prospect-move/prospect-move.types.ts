// The prospect move's vocabulary (issue 7): what the business board hands the machine and what it
// reads back. One machine runs per open board. It owns the move dialog (target stage, required
// description, confirmation for a permanent stage) and every move in flight, so the board can draw
// the optimistic result with `applyMoves` (prospect-move.board.ts) without copying machine state.
import type { ProspectCardFragment } from '../../graphql/generated/client/graphql';

/** A card as the board lists it (graphql/operations/business/prospect-card.fragment.graphql). */
export type ProspectCard = ProspectCardFragment;

/** A stage of the pipeline, in board order. */
export interface BoardStage {
  id: string;
  name: string;
  /** Moves into a permanent stage ask for confirmation first. */
  permanent: boolean;
}

/** One column as the server answered it: the stage's total and its loaded cards, newest first. */
export interface BoardColumn {
  stageId: string;
  total: number;
  cards: readonly ProspectCard[];
}

/** What is asked of the server: `editProspect(prospect_id, description, pipeline_stage_id)`. */
export interface MoveRequest {
  prospectId: string;
  fromStageId: string;
  toStageId: string;
  description: string;
}

/**
 * A move the machine knows: queued behind an earlier move of the same prospect, saving (drawn
 * optimistically), or failed (rolled back, with the Spanish reason until dismissed). A saved move
 * leaves the list: the board's data then already has the card in its new column.
 */
export interface Move extends MoveRequest {
  /** Unique per move (several moves of one prospect may exist). */
  key: string;
  card: ProspectCard;
  state: 'queued' | 'saving' | 'failed';
  error: string | null;
}

/** The dialog's working copy while the user chooses a stage and writes why. */
export interface MoveDraft {
  card: ProspectCard;
  fromStageId: string;
  toStageId: string | null;
  description: string;
  /** Spanish validation message of the last submit (no stage, empty description), if any. */
  error: string | null;
}

export interface ProspectMoveDeps {
  /** Runs editProspect; answers the moved card or throws an error whose message is Spanish. */
  commit(request: MoveRequest): Promise<ProspectCard>;
  /** Called once per saved move with the server's card, so the app can update its cached board. */
  committed?(request: MoveRequest, card: ProspectCard): void;
}

export interface ProspectMoveInput {
  stages: readonly BoardStage[];
}

export type ProspectMoveEvent =
  /** "Mover a…" on a card, or a drop on a column (which preselects the target). */
  | { type: 'move.open'; card: ProspectCard; fromStageId: string; toStageId?: string }
  | { type: 'move.target'; toStageId: string }
  | { type: 'move.describe'; description: string }
  /** Submit the dialog: validates, then asks for confirmation or starts the move. */
  | { type: 'move.submit' }
  /** Confirm a move into a permanent stage. */
  | { type: 'move.confirm' }
  /** Back from the confirmation to the dialog. */
  | { type: 'move.back' }
  | { type: 'move.cancel' }
  /** Drop the notice of a failed move. */
  | { type: 'move.dismiss'; key: string }
  /** The stages changed (pipelines refetched). */
  | { type: 'stages.updated'; stages: readonly BoardStage[] };

/**
 * What a move's own request actor tells the machine when the server answers. Not sent by the UI:
 * each saving move runs in a spawned child (prospect-move.request.ts) that reports here.
 */
export type MoveOutcomeEvent =
  | { type: 'move.saved'; key: string; card: ProspectCard }
  | { type: 'move.failed'; key: string; error: string };

/** Every event the machine handles: the board's and the request actors'. */
export type ProspectMoveMachineEvent = ProspectMoveEvent | MoveOutcomeEvent;

export interface ProspectMoveContext {
  stages: readonly BoardStage[];
  /** The open dialog's working copy; null while the dialog is closed. */
  draft: MoveDraft | null;
  /** Moves queued, saving or failed, in the order they were asked for. */
  moves: readonly Move[];
  /** Moves asked for so far: the next move's key is `move-${seq + 1}`. */
  seq: number;
}

/** Where the dialog is, for the UI (the machine's `dialog` region). */
export type MoveDialogState = 'closed' | 'describing' | 'confirming';
