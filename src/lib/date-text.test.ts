import { describe, expect, it } from 'vitest';
import { DATE_RANGE_HINT, DATE_TEXT_HINT, checkDateRange, isoDateOf } from './date-text';

describe('isoDateOf', () => {
  it('turns a real dd-mm-aaaa date into aaaa-mm-dd', () => {
    expect(isoDateOf('14-03-2025')).toBe('2025-03-14');
    expect(isoDateOf(' 29-02-2024 ')).toBe('2024-02-29');
  });

  it('refuses other formats and dates that do not exist', () => {
    expect(isoDateOf('2025-03-14')).toBeNull();
    expect(isoDateOf('14/03/2025')).toBeNull();
    expect(isoDateOf('29-02-2025')).toBeNull();
    expect(isoDateOf('31-04-2025')).toBeNull();
    expect(isoDateOf('')).toBeNull();
  });
});

describe('checkDateRange', () => {
  it('reads both ends, either one, or none', () => {
    expect(checkDateRange('01-03-2025', '31-03-2025')).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      fromError: null,
      toError: null,
    });
    expect(checkDateRange('', '31-03-2025')).toMatchObject({ from: '', to: '2025-03-31' });
    expect(checkDateRange('', '')).toEqual({ from: '', to: '', fromError: null, toError: null });
  });

  it('explains a wrong end and filters by the right one only', () => {
    expect(checkDateRange('1-3-2025', '31-03-2025')).toEqual({
      from: '',
      to: '2025-03-31',
      fromError: DATE_TEXT_HINT,
      toError: null,
    });
  });

  it('explains a reversed range and filters by neither end', () => {
    expect(checkDateRange('31-03-2025', '01-03-2025')).toEqual({
      from: '',
      to: '',
      fromError: null,
      toError: DATE_RANGE_HINT,
    });
  });
});
