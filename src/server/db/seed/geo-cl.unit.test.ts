import { describe, expect, it } from 'vitest';
import { CHILE_REGIONS } from './geo-cl';

const provinces = CHILE_REGIONS.flatMap((r) => r.provinces);
const communes = provinces.flatMap((p) => p.communes);

function communeCode(name: string, regionCode: string): string | undefined {
  const region = CHILE_REGIONS.find((r) => r.code === regionCode);
  const all = region?.provinces.flatMap((p) => p.communes) ?? [];
  return all.find((c) => c.name === name)?.code;
}

describe('CHILE_REGIONS', () => {
  it('has the 16 regions, 56 provinces and 346 communes of the 2018 division', () => {
    expect(CHILE_REGIONS).toHaveLength(16);
    expect(provinces).toHaveLength(56);
    expect(communes).toHaveLength(346);
  });

  it('lists regions north to south with their official numerals', () => {
    expect(CHILE_REGIONS.map((r) => `${r.code}:${r.roman}`)).toEqual([
      '15:XV',
      '01:I',
      '02:II',
      '03:III',
      '04:IV',
      '05:V',
      '13:RM',
      '06:VI',
      '07:VII',
      '16:XVI',
      '08:VIII',
      '09:IX',
      '14:XIV',
      '10:X',
      '11:XI',
      '12:XII',
    ]);
  });

  // Independent per-region totals (INE 2018) catch a commune filed under the wrong region.
  it('has the known number of communes in each region', () => {
    const counts = Object.fromEntries(
      CHILE_REGIONS.map((r) => [r.code, r.provinces.flatMap((p) => p.communes).length]),
    );
    expect(counts).toEqual({
      '15': 4,
      '01': 7,
      '02': 9,
      '03': 9,
      '04': 15,
      '05': 38,
      '13': 52,
      '06': 33,
      '07': 30,
      '16': 21,
      '08': 33,
      '09': 32,
      '14': 12,
      '10': 30,
      '11': 10,
      '12': 11,
    });
  });

  it('uses well-formed, unique codes at every level', () => {
    const all = [...CHILE_REGIONS, ...provinces, ...communes].map((x) => x.code);
    expect(new Set(all).size).toBe(all.length);
    for (const r of CHILE_REGIONS) expect(r.code).toMatch(/^\d{2}$/);
    for (const p of provinces) expect(p.code).toMatch(/^\d{3}$/);
    for (const c of communes) expect(c.code).toMatch(/^\d{5}$/);
  });

  it('nests every code under its parent code', () => {
    for (const r of CHILE_REGIONS) {
      for (const p of r.provinces) {
        expect(p.code.slice(0, 2)).toBe(r.code);
        for (const c of p.communes) expect(c.code.slice(0, 3)).toBe(p.code);
      }
    }
  });

  it('has non-empty names, unique within each province', () => {
    for (const r of CHILE_REGIONS) expect(r.name.trim()).not.toBe('');
    for (const p of provinces) {
      expect(p.name.trim()).not.toBe('');
      const names = p.communes.map((c) => c.name);
      for (const n of names) expect(n.trim()).toBe(n);
      for (const n of names) expect(n).not.toBe('');
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it.each([
    ['Santiago', '13', '13101'],
    ['Puente Alto', '13', '13201'],
    ['San Bernardo', '13', '13401'],
    ['Viña del Mar', '05', '05109'],
    ['Valparaíso', '05', '05101'],
    ['Concepción', '08', '08101'],
    ['Los Ángeles', '08', '08301'],
    ['Chillán', '16', '16101'],
    ['Temuco', '09', '09101'],
    ['Antofagasta', '02', '02101'],
    ['Punta Arenas', '12', '12101'],
    ['Arica', '15', '15101'],
    ['Alto Hospicio', '01', '01107'],
    ['Valdivia', '14', '14101'],
    ['Puerto Montt', '10', '10101'],
    ['Rancagua', '06', '06101'],
  ])('places %s in region %s with CUT %s', (name, region, code) => {
    expect(communeCode(name, region)).toBe(code);
  });

  it('keeps Ñuble split into Diguillín, Itata and Punilla', () => {
    const nuble = CHILE_REGIONS.find((r) => r.code === '16');
    expect(nuble?.name).toBe('Ñuble');
    expect(nuble?.provinces.map((p) => `${p.code} ${p.name}`)).toEqual([
      '161 Diguillín',
      '162 Itata',
      '163 Punilla',
    ]);
  });
});
