import { describe, expect, it } from 'vitest';
import { searchTerms } from './search.service';

// What a search sends for each kind of text: only the lookups that can match it.

const lookups = (text: string) => {
  const terms = searchTerms(text);
  return {
    number: terms.number,
    order: terms.orderNumber,
    person: terms.search?.words ?? null,
    unit: terms.unitPrefix,
  };
};

describe('searchTerms', () => {
  it('reads a RUT or a phone as a person only', () => {
    expect(lookups('12.345.678-5')).toEqual({ number: null, order: null, person: '123456785', unit: null }); // prettier-ignore
    expect(lookups('9045658K')).toEqual({ number: null, order: null, person: '9045658k', unit: null }); // prettier-ignore
    expect(lookups('+56 9 7123 4488')).toMatchObject({ number: null, order: null, unit: null });
  });

  it('reads many bare digits as a RUT or phone, or a payment order, never a record or unit', () => {
    expect(lookups('123456785')).toEqual({ number: null, order: '123456785', person: '123456785', unit: null }); // prettier-ignore
  });

  it('reads a record number, marked or a few bare digits, without a name lookup', () => {
    expect(lookups('N° 1234')).toEqual({ number: 1234, order: null, person: null, unit: null });
    expect(lookups('#77')).toEqual({ number: 77, order: null, person: null, unit: null });
    expect(lookups('1203')).toEqual({ number: 1203, order: '1203', person: null, unit: '1203' });
    // Six digits may also be the start of a RUT or phone.
    expect(lookups('500000')).toMatchObject({ number: 500000, person: '500000', unit: null });
  });

  it('reads an email or several words as a person only, one word as a person, unit or order', () => {
    expect(lookups('Cliente1234@correo.cl')).toEqual({ number: null, order: null, person: 'cliente1234@correo.cl', unit: null }); // prettier-ignore
    expect(lookups('camila gonzalez')).toEqual({ number: null, order: null, person: 'camila gonzalez', unit: null }); // prettier-ignore
    expect(lookups('A001')).toEqual({ number: null, order: 'A001', person: 'a001', unit: 'a001' });
  });
});
