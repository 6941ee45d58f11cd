import { describe, expect, it } from 'vitest';
import {
  AMENITY_KEYS,
  amenityLabels,
  contactPurposeLabels,
  projectCreateSchema,
  projectEditSchema,
  projectMessages,
  slugify,
} from './projects';

const required = {
  name: 'Condominio Los Aromos',
  type: 'Departamentos',
  price_from: 2350.5,
  bedrooms_from: 2,
  area_from: 54.3,
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe('projectCreateSchema', () => {
  it('accepts the required fields alone and leaves the rest out', () => {
    const parsed = projectCreateSchema.parse(required);
    expect(parsed).toMatchObject(required);
    expect(parsed.slug).toBeUndefined();
    expect(parsed.executives).toBeUndefined();
  });

  it('names every missing required field in Spanish', () => {
    const fields = fieldErrors(projectCreateSchema.safeParse({}));
    expect(fields).toEqual({
      name: projectMessages.nameRequired,
      type: projectMessages.typeRequired,
      price_from: projectMessages.priceFromInvalid,
      bedrooms_from: projectMessages.bedroomsInvalid,
      area_from: projectMessages.areaInvalid,
    });
    expect(projectMessages.nameRequired).toBe('Ingresa el nombre del proyecto.');
  });

  it.each([
    [{ price_from: 0 }, 'price_from', projectMessages.priceFromInvalid],
    [{ price_from: 2350.555 }, 'price_from', projectMessages.priceFromDecimals],
    [{ bedrooms_from: 21 }, 'bedrooms_from', projectMessages.bedroomsInvalid],
    [{ bedrooms_from: 1.5 }, 'bedrooms_from', projectMessages.bedroomsInvalid],
    [{ area_from: -3 }, 'area_from', projectMessages.areaInvalid],
    [{ latitude: '-91' }, 'latitude', projectMessages.latitudeInvalid],
    [{ latitude: 'norte' }, 'latitude', projectMessages.latitudeInvalid],
    [{ longitude: '-180.5' }, 'longitude', projectMessages.longitudeInvalid],
    [{ renta_minima: -1 }, 'renta_minima', projectMessages.rentaInvalid],
    [{ renta_minima: 450000.5 }, 'renta_minima', projectMessages.rentaInvalid],
    [{ crm_email: 'ventas@' }, 'crm_email', projectMessages.emailInvalid],
    [{ chatbot_url: 'ftp://bot.cl' }, 'chatbot_url', projectMessages.urlInvalid],
    [{ slug: 'Los Aromos' }, 'slug', projectMessages.slugInvalid],
    [{ reserve_currency: 'USD' }, 'reserve_currency', projectMessages.currencyInvalid],
    [{ deliver_date: '2026-02-30' }, 'deliver_date', projectMessages.deliverDateInvalid],
    [{ deliver_date: '30-06-2026' }, 'deliver_date', projectMessages.deliverDateInvalid],
    [
      { video_youtube_id: 'https://youtu.be/x' },
      'video_youtube_id',
      projectMessages.youtubeInvalid,
    ],
    [{ executives: [{ name: ' ' }] }, 'executives', projectMessages.executiveNameRequired],
    [
      { contact_emails: [{ purpose: 'sales', email: 'a@b.cl' }] },
      'contact_emails',
      projectMessages.purposeInvalid,
    ],
    [
      { contact_emails: [{ purpose: 'booking', email: 'no' }] },
      'contact_emails',
      projectMessages.emailInvalid,
    ],
    [
      { projectadditional: [{ additional_plan_type_id: '1', quantity: 0 }] },
      'projectadditional',
      projectMessages.quantityInvalid,
    ],
    [{ subsidies: ['abc'] }, 'subsidies', projectMessages.idInvalid],
  ])('refuses %o', (patch, field, message) => {
    expect(fieldErrors(projectCreateSchema.safeParse({ ...required, ...patch }))).toEqual({
      [field]: message,
    });
  });

  it('normalizes what the form sends', () => {
    const parsed = projectCreateSchema.parse({
      ...required,
      promotions: '  ',
      renta_minima: '',
      latitude: '-33,4372',
      longitude: '-70.6506',
      deliver_date: '2026-06-30',
      reserve_currency: 'UF',
      video_youtube_id: 'dQw4w9WgXcQ',
      api_key: '',
      secret_key: 'sk_live_51Hx',
      contact_emails: [{ purpose: 'query', email: ' Ventas@Aromos.CL ' }],
      projectadditional: [{ additional_plan_type_id: '3' }],
      subsidies: ['1', 2],
    });
    expect(parsed).toMatchObject({
      promotions: null,
      renta_minima: null,
      latitude: '-33.4372',
      longitude: '-70.6506',
      api_key: undefined,
      secret_key: 'sk_live_51Hx',
      contact_emails: [{ purpose: 'query', email: 'ventas@aromos.cl' }],
      projectadditional: [{ additional_plan_type_id: 3, quantity: 1 }],
      subsidies: [1, 2],
    });
  });
});

describe('projectEditSchema', () => {
  const edit = { id: '12', price_from: 1890, bedrooms_from: 1, area_from: 40 };

  it('requires the id and the three figures, nothing else', () => {
    expect(
      fieldErrors(
        projectEditSchema.safeParse({ price_from: 1890, bedrooms_from: 1, area_from: 40 }),
      ),
    ).toEqual({
      id: projectMessages.idInvalid,
    });
    const parsed = projectEditSchema.parse(edit);
    expect(parsed.id).toBe(12);
    expect(parsed).not.toHaveProperty('name');
  });

  it('keeps NOT NULL fields on null, clears nullable ones and lists on null', () => {
    const parsed = projectEditSchema.parse({
      ...edit,
      name: null,
      visible: null,
      address: null,
      executives: null,
    });
    expect(parsed.name).toBeUndefined();
    expect(parsed.visible).toBeUndefined();
    expect(parsed.address).toBeNull();
    expect(parsed.executives).toEqual([]);
  });

  it('refuses a blank name when one is sent', () => {
    expect(fieldErrors(projectEditSchema.safeParse({ ...edit, name: '' }))).toEqual({
      name: projectMessages.nameRequired,
    });
  });
});

describe('labels', () => {
  it('labels every amenity and purpose in Spanish', () => {
    expect(AMENITY_KEYS).toHaveLength(14);
    for (const key of AMENITY_KEYS) expect(amenityLabels[key]).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect(contactPurposeLabels.disengagement).toBe('Desistimientos');
  });

  it('slugifies names without accents', () => {
    expect(slugify('Condominio Los Aromos')).toBe('condominio-los-aromos');
    expect(slugify('  Edificio Ñuñoa Año 2026 ')).toBe('edificio-nunoa-ano-2026');
    expect(slugify('¡¡¡')).toBe('');
  });
});
