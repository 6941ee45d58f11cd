// What a row's switches need from the page. Passed by context, not baked into the columns: the
// columns stay the same objects while flags save, so no row remounts and a switch toggled with
// the keyboard keeps its focus.
import { createContext, useContext } from 'react';
import type { UnitFlag, UnitRow } from '../units.types';

export interface UnitActions {
  /** `${id}:${flag}` of every flag being saved. */
  pending: ReadonlySet<string>;
  /** True while a grouped change runs: every switch waits. */
  locked: boolean;
  onFlagChange(row: UnitRow, flag: UnitFlag, next: boolean): void;
}

const NO_ACTIONS: UnitActions = {
  pending: new Set(),
  locked: false,
  onFlagChange: () => undefined,
};

export const UnitActionsContext = createContext<UnitActions>(NO_ACTIONS);

export const useUnitActions = () => useContext(UnitActionsContext);

export const pendingKey = (id: string, flag: UnitFlag) => `${id}:${flag}`;
