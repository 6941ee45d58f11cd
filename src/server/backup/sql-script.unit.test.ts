import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneBackups } from './schedule';
import { isSkipped, statementBatches } from './sql-script';

async function* linesOf(text: string) {
  yield* text.split('\n');
}

async function statements(text: string, batchChars = 1): Promise<string[]> {
  const out: string[] = [];
  for await (const batch of statementBatches(linesOf(text), batchChars)) out.push(batch.trim());
  return out;
}

describe('reading a dump back', () => {
  it('cuts at semicolons outside quotes, dollar quotes and comments', async () => {
    const dump = [
      'SET statement_timeout = 0;',
      'CREATE FUNCTION public.f() RETURNS trigger AS $_$',
      "begin raise exception 'no; se puede'; end;",
      '$_$ LANGUAGE plpgsql;',
      "INSERT INTO public.news VALUES (1, 'Título; con punto y coma', 'línea 1",
      "línea 2;'), (2, 'O''Higgins', \"x;y\");",
      '/* un comentario; */ SELECT 1; -- otro; comentario',
    ].join('\n');
    expect(await statements(dump)).toEqual([
      'SET statement_timeout = 0;',
      "CREATE FUNCTION public.f() RETURNS trigger AS $_$\nbegin raise exception 'no; se puede'; end;\n$_$ LANGUAGE plpgsql;", // prettier-ignore
      "INSERT INTO public.news VALUES (1, 'Título; con punto y coma', 'línea 1\nlínea 2;'), (2, 'O''Higgins', \"x;y\");", // prettier-ignore
      '/* un comentario; */ SELECT 1;',
    ]);
  });

  it('leaves out psql meta-commands and the settings older servers reject', async () => {
    const dump = [
      '\\restrict abc123',
      '--',
      '-- PostgreSQL database dump',
      '--',
      'SET transaction_timeout = 0;',
      'SET lock_timeout = 0;',
      '\\unrestrict abc123',
    ].join('\n');
    expect(await statements(dump, 1_000)).toEqual(['SET lock_timeout = 0;']);
    expect(isSkipped('--\n-- x\nSET transaction_timeout = 0;')).toBe(true);
    expect(isSkipped('SET statement_timeout = 0;')).toBe(false);
  });
});

describe('keeping the newest backups', () => {
  it('deletes all but the newest N archives and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backoffice-prune-'));
    try {
      const names = [
        'backoffice-20261130-020000.tar.gz',
        'backoffice-20261201-020000.tar.gz',
        'backoffice-20261202-020000.tar.gz',
        'backoffice-20261202-020000.tar.gz.partial',
        'notas.txt',
      ];
      for (const name of names) await writeFile(join(dir, name), '');
      expect(await pruneBackups(dir, 2)).toEqual(['backoffice-20261130-020000.tar.gz']);
      expect((await readdir(dir)).sort()).toEqual(names.slice(1).sort());
      expect(await pruneBackups(dir, 0)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
