import { describe, expect, it } from 'vitest';
import {
  emptyUnit,
  type ImportedUnit,
  type UnitKind,
} from './units-import.columns';
import { copyBody, copyRows, withProject } from './units-import.copy';
import { PREPARED_TTL_MS, PreparedImports, prepareRows, sha256 } from './units-import.prepared';
import { importColumns } from './units-import.repository';

// What a check leaves ready for the save of its rows: the digest of the exact JSON text the client
// gets (and sends back unchanged), and the COPY lines and identifiers of each kind.

const KINDS: UnitKind[] = ['property', 'warehouse', 'parkinglot'];

function unitsOf(n: number): { units: ImportedUnit[]; kinds: UnitKind[] } {
  const units: ImportedUnit[] = [];
  const kinds: UnitKind[] = [];
  for (let i = 0; i < n; i++) {
    const kind = KINDS[i % 3]!;
    units.push({
      ...emptyUnit(i + 2),
      type: kind === 'property' ? 'Departamento' : kind,
      identifier: `${kind[0]}-${i}`,
      model: kind === 'property' ? 'Modelo Ñandú «2D»' : null,
      floor: i % 20,
      price: 1000 + i / 4,
      bathrooms: kind === 'property' ? '1.5' : null,
      visible: i % 7 ? null : false,
    });
    kinds.push(kind);
  }
  return { units, kinds };
}

const names = (kind: UnitKind) => importColumns(kind).map(([name]) => name);

describe('prepareRows', () => {
  it('hashes the JSON text of all the rows and keeps their COPY lines by kind', async () => {
    const validation = unitsOf(6_001);
    const prepared = await prepareRows(validation);
    expect(prepared?.digest).toBe(sha256(Buffer.from(JSON.stringify(validation.units))));
    for (const kind of KINDS) {
      const mine = validation.units.filter((_, i) => validation.kinds[i] === kind);
      const entry = prepared!.kinds[kind];
      expect(entry.count).toBe(mine.length);
      expect(entry.identifiers).toEqual(mine.map((unit) => unit.identifier));
      expect(entry.body).toBe(copyBody(mine, names(kind)));
      expect(withProject(41, entry.body)).toBe(copyRows(41, mine, names(kind)));
    }
  });

  it('prepares nothing for no rows, or a row without kind or identifier', async () => {
    expect(await prepareRows({ units: [], kinds: [] })).toBeNull();
    const { units, kinds } = unitsOf(3);
    expect(await prepareRows({ units, kinds: [kinds[0]!, null, kinds[2]!] })).toBeNull();
    units[2]!.identifier = null;
    expect(await prepareRows({ units, kinds })).toBeNull();
  });
});

describe('PreparedImports', () => {
  it('gives an entry to its user only, until it is dropped or expires', async () => {
    let now = 1_000;
    const store = new PreparedImports(() => now);
    const validation = unitsOf(10);
    const digest = sha256(Buffer.from(JSON.stringify(validation.units)));
    const pending = store.prepare(5, validation);
    expect(await store.has(digest)).toBe(true);
    await pending;
    expect(store.get(digest, 6)).toBeNull();
    expect(store.get(digest, 5)?.kinds.property.count).toBe(4);
    store.drop(digest);
    expect(store.get(digest, 5)).toBeNull();
    await store.prepare(5, validation);
    now += PREPARED_TTL_MS;
    expect(store.get(digest, 5)).toBeNull();
    expect(await store.has(digest)).toBe(false);
  });

  it("keeps a user's 2 newest entries and the process's 4 newest", async () => {
    const store = new PreparedImports();
    const digests: string[] = [];
    // Users 1, 1, 1, 2, 3, 4, 5: user 1's first entry goes for being their third, then the
    // oldest overall until four remain.
    const users = [1, 1, 1, 2, 3, 4, 5];
    for (const [n, user] of users.entries()) {
      const validation = unitsOf(n + 1);
      digests.push(sha256(Buffer.from(JSON.stringify(validation.units))));
      await store.prepare(user, validation);
    }
    expect(store.size).toBe(4);
    const kept = users.map((user, i) => store.get(digests[i]!, user) !== null);
    expect(kept).toEqual([false, false, false, true, true, true, true]);
  });
});
