import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ProjectLookupsDocument,
  RegionsDocument,
} from '../../../../graphql/generated/client/graphql';
import {
  executeOperation,
  login,
  startTestApp,
  type TestApp,
} from '../../../../tests/harness/test-app';
import { communes, provinces } from '../../db/schema';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp('demo');
  token = (await login(t.app, 'realstatevendor@demo.cl')).access_token;
});
afterAll(() => t.close());

const spanish = new Intl.Collator('es-CL');
const sortedByName = (names: string[]) => [...names].sort((a, b) => spanish.compare(a, b));

describe('regions', () => {
  it('lists the 16 regions north to south with every province and commune, by name', async () => {
    const spy = vi.spyOn(t.database.db._.session, 'prepareQuery');
    spy.mockClear();
    const result = await executeOperation(t.app, RegionsDocument, {}, token);
    const queries = spy.mock.calls.length;
    spy.mockRestore();
    expect(result.errors).toBeUndefined();
    const regions = result.data!.regions;
    expect(regions).toHaveLength(16);
    expect(regions[0]?.name).toBe('Arica y Parinacota');
    expect(regions[6]?.name).toBe('Metropolitana de Santiago');
    expect(regions[15]?.name).toBe('Magallanes y de la Antártica Chilena');
    const allProvinces = regions.flatMap((r) => r.provinces);
    const allCommunes = allProvinces.flatMap((p) => p.communes);
    expect(allProvinces).toHaveLength((await t.database.db.select().from(provinces)).length);
    expect(allCommunes).toHaveLength((await t.database.db.select().from(communes)).length);
    expect(allCommunes).toHaveLength(346);
    const santiago = regions[6]!.provinces.find((p) => p.name === 'Santiago');
    const names = santiago?.communes.map((c) => c.name) ?? [];
    expect(names).toContain('Ñuñoa');
    expect(names).toEqual(sortedByName(names));
    for (const region of regions) {
      const provinceNames = region.provinces.map((p) => p.name);
      expect(provinceNames).toEqual(sortedByName(provinceNames));
    }
    // The viewer, then one query per level: regions, provinces, communes.
    expect(queries).toBeLessThanOrEqual(4);
  });
});

describe('project editor lookups', () => {
  it('lists statuses, subsidies, additional plans and stages in the seeded order', async () => {
    const result = await executeOperation(t.app, ProjectLookupsDocument, {}, token);
    expect(result.errors).toBeUndefined();
    const names = (list: { name: string }[]) => list.map((row) => row.name);
    expect(names(result.data!.projectstatus)).toEqual([
      'En blanco',
      'En verde',
      'Entrega inmediata',
      'Próximamente',
      'Vendido',
    ]);
    expect(names(result.data!.subsidytypes)).toEqual([
      'DS1',
      'DS19',
      'DS49',
      'DS15',
      'DS10',
      'DS116',
    ]);
    expect(names(result.data!.plansadditional)[0]).toBe('Destacado en portada');
    expect(names(result.data!.projectstage)).toHaveLength(6);
    expect(names(result.data!.projectstage)[0]).toBe('Anteproyecto');
  });
});
