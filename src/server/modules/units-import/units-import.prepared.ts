import { createHash } from 'node:crypto';
import type { UnitKind } from './units-import.columns';
import type { UnitsValidation } from './units-import.validate';
import { UNIT_KINDS } from '../units/units.kinds';
import { copyBody } from './units-import.copy';
import { importColumns } from './units-import.repository';

// A successful checkPropertiesExcel hands its rows to the client, which sends them back as the
// jsonExcel of registerPropertiesSave. The save never trusts them, so it used to read and validate
// the 100,000 rows again (about 30 MB of JSON) and build their COPY text. Once the check has
// answered, it prepares that save instead: the SHA-256 of the exact JSON text of its `data` (what
// the client sends back when it sends the rows unchanged), and the rows' COPY lines and
// identifiers by kind. A save whose jsonExcel has that digest carries, byte for byte, rows this
// server has validated itself, so it copies the prepared lines; any other jsonExcel (edited,
// reordered, another server's) is read and validated in full as before. Entries belong to the user
// who checked and last 30 minutes; a user keeps their 2 newest, the process its 4 newest (about
// 12 MB each for 100,000 rows).

export interface PreparedKind {
  /** copyBody's lines (no project id yet). */
  body: string;
  count: number;
  identifiers: string[];
}

export interface PreparedImport {
  digest: string;
  userId: number;
  kinds: Record<UnitKind, PreparedKind>;
  expiresAt: number;
}

/** jsonExcel as the JSON body parser hands it over when its digest was prepared (json-body.ts). */
export class PreparedJsonExcel {
  constructor(
    readonly digest: string,
    /** The UTF-8 JSON text the client sent: parsed only if the prepared entry cannot be used. */
    readonly text: Buffer,
  ) {}

  parse(): unknown {
    return JSON.parse(this.text.toString('utf8'));
  }
}

export const PREPARED_TTL_MS = 30 * 60_000;
const MAX_ENTRIES = 4;
const MAX_PER_USER = 2;
/** Rows per slice: the preparation gives the event loop back between slices (~5 ms each). */
const SLICE = 2_500;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The digest of JSON.stringify(units) and the rows' COPY lines by kind, computed a slice at a
 * time. The text is hashed as it is written, never held whole: "[" + each slice's rows + "]".
 */
export async function prepareRows(
  validation: Pick<UnitsValidation, 'units' | 'kinds'>,
): Promise<Pick<PreparedImport, 'digest' | 'kinds'> | null> {
  const { units, kinds } = validation;
  if (!units.length) return null;
  const hash = createHash('sha256');
  const parts: Record<UnitKind, string[]> = { property: [], warehouse: [], parkinglot: [] };
  const identifiers: Record<UnitKind, string[]> = { property: [], warehouse: [], parkinglot: [] };
  const names = Object.fromEntries(
    UNIT_KINDS.map((kind) => [kind, importColumns(kind).map(([name]) => name)]),
  ) as Record<UnitKind, (keyof (typeof units)[number])[]>;
  hash.update('[');
  for (let from = 0; from < units.length; from += SLICE) {
    const slice = units.slice(from, from + SLICE);
    const text = JSON.stringify(slice);
    if (from) hash.update(',');
    hash.update(text.slice(1, -1));
    const byKind: Record<UnitKind, (typeof units)[number][]> = {
      property: [],
      warehouse: [],
      parkinglot: [],
    };
    for (let i = 0; i < slice.length; i++) {
      const kind = kinds[from + i];
      const unit = slice[i]!;
      // A checked sheet without errors has a kind and an identifier on every row.
      if (!kind || unit.identifier === null) return null;
      byKind[kind].push(unit);
      identifiers[kind].push(unit.identifier);
    }
    for (const kind of UNIT_KINDS) {
      if (byKind[kind].length) parts[kind].push(copyBody(byKind[kind], names[kind]));
    }
    await nextTurn();
  }
  hash.update(']');
  const prepared = Object.fromEntries(
    UNIT_KINDS.map((kind) => [
      kind,
      {
        body: parts[kind].join('\n'),
        count: identifiers[kind].length,
        identifiers: identifiers[kind],
      },
    ]),
  ) as Record<UnitKind, PreparedKind>;
  return { digest: hash.digest('hex'), kinds: prepared };
}

/** The prepared saves of one server process. */
export class PreparedImports {
  private readonly entries = new Map<string, PreparedImport>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Prepares the save of a successful check's rows (in the background; errors are dropped). */
  prepare(userId: number, validation: Pick<UnitsValidation, 'units' | 'kinds'>): Promise<void> {
    const task = prepareRows(validation)
      .then((prepared) => {
        if (prepared) this.put({ ...prepared, userId, expiresAt: this.now() + PREPARED_TTL_MS });
      })
      .catch(() => undefined)
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
    return task;
  }

  private put(entry: PreparedImport) {
    this.sweep();
    this.entries.delete(entry.digest);
    this.entries.set(entry.digest, entry);
    const mine = [...this.entries.values()].filter((e) => e.userId === entry.userId);
    for (const old of mine.slice(0, -MAX_PER_USER)) this.entries.delete(old.digest);
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private sweep() {
    const now = this.now();
    for (const [digest, entry] of this.entries)
      if (entry.expiresAt <= now) this.entries.delete(digest);
  }

  /** Whether a save with this digest may use a prepared entry (once pending preparations end). */
  async has(digest: string): Promise<boolean> {
    if (!this.entries.has(digest) && this.pending.size) await this.settled();
    this.sweep();
    return this.entries.has(digest);
  }

  /** Resolves once every preparation under way has ended. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** The entry of this digest if it belongs to this user and is still valid; it stays until used. */
  get(digest: string, userId: number): PreparedImport | null {
    this.sweep();
    const entry = this.entries.get(digest);
    return entry && entry.userId === userId ? entry : null;
  }

  /** Forgets an entry (its rows were saved). */
  drop(digest: string) {
    this.entries.delete(digest);
  }

  get size() {
    return this.entries.size;
  }
}
