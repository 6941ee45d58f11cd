// One status table per sales record type (spec §4: "a status string changed by staff"; the
// allowed values and transitions were not shown, so these are ours). The server refuses any move
// a table does not list; the UI offers only a status's `next` list. Codes are stable lowercase
// English stored as text; the Spanish labels live here so both programs say the same thing.

/** Badge colour of a status: the palette names of Chakra's `colorPalette`. */
export type StatusTone = 'gray' | 'blue' | 'green' | 'orange' | 'red' | 'purple' | 'teal';

export interface StatusDefinition<S extends string> {
  /** Spanish label shown in lists, badges and the change dialog. */
  label: string;
  tone: StatusTone;
  /** Why a team moves a record here: the change dialog shows it under the choice. */
  hint: string;
  /** Statuses a person may move the record to from this one; empty = final. */
  next: readonly S[];
}

export interface StatusTable<S extends string> {
  /** The record in Spanish, singular ('solicitud de reserva'): used in messages. */
  record: string;
  /** The status a new record starts in. */
  initial: S;
  statuses: { readonly [K in S]: StatusDefinition<S> };
}

export function statusCodes<S extends string>(table: StatusTable<S>): S[] {
  return Object.keys(table.statuses) as S[];
}

export function isStatus<S extends string>(table: StatusTable<S>, value: string): value is S {
  return Object.prototype.hasOwnProperty.call(table.statuses, value);
}

/** The Spanish label of a stored code; an unknown code is shown as it is stored. */
export function statusLabel<S extends string>(table: StatusTable<S>, value: string): string {
  return isStatus(table, value) ? table.statuses[value].label : value;
}

export function nextStatuses<S extends string>(table: StatusTable<S>, from: string): readonly S[] {
  return isStatus(table, from) ? table.statuses[from].next : [];
}

export function isFinal<S extends string>(table: StatusTable<S>, value: string): boolean {
  return nextStatuses(table, value).length === 0;
}

export type TransitionCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether `from → to` is allowed, with the Spanish reason when it is not. Moving to the same
 * status is refused too: it would write an audit row that records no change.
 */
export function checkTransition<S extends string>(
  table: StatusTable<S>,
  from: string,
  to: string,
): TransitionCheck {
  if (!isStatus(table, to)) {
    const known = statusCodes(table).join(', ');
    return {
      ok: false,
      message: `«${to}» no es un estado de ${table.record} (estados: ${known}).`,
    };
  }
  const fromLabel = statusLabel(table, from);
  if (from === to) {
    return { ok: false, message: `La ${table.record} ya está en estado «${fromLabel}».` };
  }
  if (!nextStatuses(table, from).includes(to)) {
    const toLabel = table.statuses[to].label;
    const allowed = nextStatuses(table, from).map((code) => `«${table.statuses[code].label}»`);
    const tail = allowed.length ? ` Puede pasar a ${allowed.join(', ')}.` : ' Es un estado final.';
    return {
      ok: false,
      message: `Una ${table.record} en estado «${fromLabel}» no puede pasar a «${toLabel}».${tail}`,
    };
  }
  return { ok: true };
}
