import type * as Authorize from '../../../src/server/graphql/authorize';

// The suite judges the server from outside (status, code, data), but a FORBIDDEN can come from the
// gate or from a resolver refusing a probe's unknown id. Test files wrap the real gate with this
// recorder (vi.mock) so that "refused by the gate" is a fact, not a guess from the message.

export type GateOutcome = 'PASSED' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'OTHER';

export interface GateDecision {
  operation: string;
  viewerId: number | null;
  outcome: GateOutcome;
}

export const gateDecisions: GateDecision[] = [];

function outcomeOf(error: unknown): GateOutcome {
  const extensions =
    error && typeof error === 'object' && 'extensions' in error ? error.extensions : undefined;
  const code =
    extensions && typeof extensions === 'object' && 'code' in extensions
      ? extensions.code
      : undefined;
  // Past the role check the gate only says "not built yet": the principal was let through.
  if (code === 'NOT_IMPLEMENTED') return 'PASSED';
  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return code;
  return 'OTHER';
}

/** The real module with its `authorizeOperation` recording every decision it makes. */
export function recordingGate(original: typeof Authorize): typeof Authorize {
  return {
    ...original,
    authorizeOperation: (name, context) => {
      const viewerId = context.viewer?.id ?? null;
      try {
        original.authorizeOperation(name, context);
      } catch (error) {
        gateDecisions.push({ operation: name, viewerId, outcome: outcomeOf(error) });
        throw error;
      }
      gateDecisions.push({ operation: name, viewerId, outcome: 'PASSED' });
    },
  };
}

/** The gate's last word on this operation for this viewer since `since` (an index). */
export function lastDecision(
  operation: string,
  viewerId: number | null,
  since = 0,
): GateOutcome | null {
  for (let i = gateDecisions.length - 1; i >= since; i--) {
    const d = gateDecisions[i];
    if (d?.operation === operation && d.viewerId === viewerId) return d.outcome;
  }
  return null;
}
