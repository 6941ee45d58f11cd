// The bookkeeping behind «Deshacer» of a grouped action (issue 33): each selected unit's value is
// remembered before the change, and the undo puts each one back, not a blanket flip. Pure: the
// hook reads the values and runs the calls.
import type { GroupedField } from './grouped-toolbar';

/** A row the client holds: its id and the grouped flags it carries (a missing one is read). */
export type HeldRow = { id: string } & Partial<Record<GroupedField, boolean>>;

/** One call of the grouped mutation: set `flag` on `ids`. */
export interface RestoreCall {
  ids: string[];
  flag: boolean;
}

export interface KnownValues {
  /** The value of `field` on each selected unit the client holds. */
  known: Map<string, boolean>;
  /** Selected units the client holds no row of: their value must be read first. */
  missing: string[];
}

/** Each selected unit's value of `field`, from the rows the client holds. */
export function previousValues(
  rows: readonly HeldRow[],
  ids: readonly string[],
  field: GroupedField,
): KnownValues {
  const byId = new Map(rows.map((row) => [row.id, row[field]]));
  const known = new Map<string, boolean>();
  const missing: string[] = [];
  for (const id of ids) {
    const value = byId.get(id);
    if (value === undefined) missing.push(id);
    else known.set(id, value);
  }
  return { known, missing };
}

/**
 * The calls that put every unit back: units whose value did not change are left alone, the others
 * go back to what they had, in at most two calls (those that were true, those that were false).
 * `after` is each unit's value once the change was made; a unit missing from it did not change.
 */
export function restoreCalls(
  before: ReadonlyMap<string, boolean>,
  after: ReadonlyMap<string, boolean>,
): RestoreCall[] {
  const back: Record<'true' | 'false', string[]> = { true: [], false: [] };
  for (const [id, previous] of before) {
    const now = after.get(id);
    if (now === undefined || now === previous) continue;
    back[previous ? 'true' : 'false'].push(id);
  }
  const calls: RestoreCall[] = [];
  if (back.true.length > 0) calls.push({ ids: back.true, flag: true });
  if (back.false.length > 0) calls.push({ ids: back.false, flag: false });
  return calls;
}

/** After a grouped action every listed unit holds the action's value. */
export function valuesAfter(ids: readonly string[], flag: boolean): Map<string, boolean> {
  return new Map(ids.map((id) => [id, flag]));
}

/** How many units a set of restore calls puts back. */
export const restoredCount = (calls: readonly RestoreCall[]) =>
  calls.reduce((sum, call) => sum + call.ids.length, 0);
