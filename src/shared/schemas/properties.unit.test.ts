import { describe, expect, it } from 'vitest';
import { propertyCreateSchema, propertyEditSchema, propertyMessages } from './properties';

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };

/** The first message of each field, as the server's parseInput reports them. */
function messagesOf(result: Issues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe('propertyCreateSchema', () => {
  it('takes a home as the form sends it: numbers as numbers, bathrooms as text', () => {
    const parsed = propertyCreateSchema.parse({
      project_id: '12',
      identifier: ' A-1204 ',
      price: 2350.5,
      bathrooms: '1,5',
      bedrooms: 3,
      floor: 12,
      total_area: '58,40',
      savings: '',
      bonus_integration: 300,
      warehouse_ids: ['7'],
    });
    expect(parsed).toEqual({
      project_id: 12,
      identifier: 'A-1204',
      price: 2350.5,
      bathrooms: '1.5',
      bedrooms: 3,
      floor: 12,
      total_area: 58.4,
      savings: null,
      bonus_integration: 300,
      warehouse_ids: [7],
    });
  });

  it('names each missing required field in Spanish', () => {
    const result = propertyCreateSchema.safeParse({ project_id: '', identifier: '  ' });
    expect(messagesOf(result)).toEqual({
      project_id: propertyMessages.projectRequired,
      identifier: propertyMessages.identifierRequired,
      price: propertyMessages.priceRequired,
    });
  });

  it('wants a price above 0 with at most two decimals', () => {
    for (const price of [0, -10, 2350.505, 'dos mil', '1.234,5']) {
      const result = propertyCreateSchema.safeParse({ project_id: 1, identifier: 'A1', price });
      expect(messagesOf(result), String(price)).toEqual({ price: propertyMessages.priceInvalid });
    }
    expect(
      propertyCreateSchema.parse({ project_id: 1, identifier: 'A1', price: '2350,99' }).price,
    ).toBe(2350.99);
  });
});

describe('propertyEditSchema', () => {
  it('keeps left-out fields out and null subsidy fields as null (they clear the value)', () => {
    expect(propertyEditSchema.parse({ price: 1999.9 })).toEqual({ price: 1999.9 });
    expect(propertyEditSchema.parse({ visible: false })).toEqual({ visible: false });
    const cleared = propertyEditSchema.parse({ saving_ds15: null, base_subsidie_ds15: '' });
    expect(cleared).toEqual({ saving_ds15: null, base_subsidie_ds15: null });
    expect('price' in cleared).toBe(false);
  });

  it('refuses a null price or identifier, and malformed bathrooms, floors and amounts', () => {
    const result = propertyEditSchema.safeParse({
      price: null,
      identifier: null,
      bathrooms: 'dos',
      floor: 2.5,
      bedrooms: -1,
      savings: -5,
      terrace_area: 'grande',
    });
    expect(messagesOf(result)).toEqual({
      price: propertyMessages.priceRequired,
      identifier: propertyMessages.identifierRequired,
      bathrooms: propertyMessages.bathroomsInvalid,
      floor: propertyMessages.floorInvalid,
      bedrooms: propertyMessages.bedroomsInvalid,
      savings: propertyMessages.amountInvalid,
      terrace_area: propertyMessages.areaInvalid,
    });
  });

  it('writes bathrooms as stored text', () => {
    expect(propertyEditSchema.parse({ bathrooms: '2' }).bathrooms).toBe('2');
    expect(propertyEditSchema.parse({ bathrooms: 2.5 }).bathrooms).toBe('2.5');
    expect(propertyEditSchema.parse({ bathrooms: '' }).bathrooms).toBeNull();
    expect(propertyEditSchema.safeParse({ bathrooms: '1,25' }).success).toBe(false);
  });

  it('refuses ids that name no row in the complement lists', () => {
    const result = propertyEditSchema.safeParse({ warehouse_ids: ['0'] });
    expect(messagesOf(result)).toEqual({ warehouse_ids: propertyMessages.idInvalid });
  });
});
