import { perDatabase } from './per-database';

/** The channel migration 0039's trigger announces each new access epoch on. */
export const ACCESS_EPOCH_CHANNEL = 'access_epoch';

const known = perDatabase((): { value: number | null } => ({ value: null }));

/**
 * The access epoch as the database has told this process, or null when only a read can tell.
 * PGlite runs in this process and hands a commit's notifications to its listeners before the
 * commit's own promise settles, so once it listens every change is known here before anything
 * can observe it. A PostgreSQL server delivers them on its own schedule, possibly after another
 * instance has answered its client: there it stays null (decision record 0035).
 */
export function knownAccessEpoch(db: object): number | null {
  return known(db).value;
}

/** Records an epoch the database announced or answered (values only grow). */
export function noteAccessEpoch(db: object, value: number): void {
  const entry = known(db);
  if (Number.isSafeInteger(value) && (entry.value === null || value > entry.value)) {
    entry.value = value;
  }
}
