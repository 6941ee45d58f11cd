import { describe, expect, it } from 'vitest';
import { csvRows, parseUfValue, readSeries, seriesMessages } from './uf-values.series.service';

describe('readSeries', () => {
  it('reads a list with or without headers, in Chilean formats', () => {
    const rows = csvRows('01-12-2026;39.485,65\n02/12/2026;$ 39.486,10\n2026-12-03;39487.2\n');
    expect(readSeries(rows)).toEqual({
      days: [
        { row: 1, date: '2026-12-01', value: 39_485.65 },
        { row: 2, date: '2026-12-02', value: 39_486.1 },
        { row: 3, date: '2026-12-03', value: 39_487.2 },
      ],
      problems: [],
    });
  });

  it('reads the yearly table, the year from a title cell, and skips blank days', () => {
    const rows = csvRows('Año 2026;;\nDía;Ene;Feb\n1;38.100,00;38.200,00\n29;38.128,00;\n30;38.129,00;\n'); // prettier-ignore
    const { days, problems } = readSeries(rows);
    expect(problems).toEqual([]);
    expect(days.map((d) => d.date)).toEqual(['2026-01-01', '2026-02-01', '2026-01-29', '2026-01-30']); // prettier-ignore
  });

  it('refuses a day that does not exist in its month, and a table without a year', () => {
    const noDay = readSeries(csvRows('Día;Enero;Febrero\n30;38.000,00;38.001,00\n'), 'uf-2026.csv');
    expect(noDay.problems).toEqual([{ row: 2, message: seriesMessages.noDay('febrero', '30') }]);
    const noYear = readSeries(csvRows('Día;Enero;Febrero\n1;38.000,00;38.001,00\n'));
    expect(noYear.problems).toEqual([{ row: 1, message: seriesMessages.noYear }]);
  });

  it('says what is wrong with each bad row', () => {
    const { problems } = readSeries(
      csvRows('Fecha,Valor\n01-12-2026,"39.485,65"\nayer,1\n02-12-2026,\n'),
    );
    expect(problems).toEqual([
      { row: 3, message: seriesMessages.badDate('ayer') },
      { row: 4, message: seriesMessages.noValue },
    ]);
    expect(readSeries([]).problems).toEqual([{ row: 1, message: seriesMessages.empty }]);
  });
});

describe('parseUfValue', () => {
  it('reads pesos per UF and refuses what is not one', () => {
    expect(parseUfValue('39.485,65')).toBe(39_485.65);
    expect(parseUfValue(39485.65)).toBe(39_485.65);
    expect(parseUfValue('39.485,655')).toBeNull();
    expect(parseUfValue('-1')).toBeNull();
    expect(parseUfValue('abc')).toBeNull();
  });
});
