import { describe, expect, it } from 'vitest';
import { pngFile } from '../../../components/file-drop/file-drop.fixtures';
import { projectDetailFixture } from './project-editor.fixtures';
import { emptyValues, filledValues } from './project-form.fixtures';
import { createVariables, editVariables, projectDefaults } from './project-form.mapping';
import { projectFormSchema, type ProjectFormInput } from './project-form.schema';

const parse = (values: ProjectFormInput, mode: 'create' | 'edit' = 'create') =>
  projectFormSchema({ mode, requireAgency: mode === 'create' }).safeParse(values);

const required: ProjectFormInput = {
  ...emptyValues,
  name: 'Mirador del Biobío',
  type: 'Departamentos',
  real_state_agency_id: '2',
  price_from: 1850.5,
  bedrooms_from: 2,
  area_from: 52.3,
};

describe('project form values → variables', () => {
  it('sends the required fields as numbers and empty promotions and renta mínima as null', () => {
    const result = parse(required);
    if (!result.success) throw new Error(JSON.stringify(result.error.issues));
    const variables = createVariables(result.data);
    expect(variables).toMatchObject({
      name: 'Mirador del Biobío',
      type: 'Departamentos',
      real_state_agency_id: 2,
      price_from: 1850.5,
      bedrooms_from: 2,
      area_from: 52.3,
      promotions: null,
      renta_minima: null,
      latitude: null,
    });
    expect(variables.logo).toBeUndefined();
    expect(variables.gallery).toBeUndefined();
    expect(variables.api_key).toBeUndefined();
  });

  it('keeps latitude and longitude as text and sends only real files', () => {
    const logo = pngFile('logo.png');
    const gallery = [pngFile('a.png'), pngFile('b.png')];
    const result = parse({
      ...required,
      latitude: '-36,8270',
      longitude: '-73.0498',
      renta_minima: 650000,
      logo,
      gallery,
    });
    if (!result.success) throw new Error(JSON.stringify(result.error.issues));
    const variables = createVariables(result.data);
    expect(variables.latitude).toBe('-36.8270');
    expect(variables.longitude).toBe('-73.0498');
    expect(variables.renta_minima).toBe(650000);
    expect(variables.logo).toBe(logo);
    expect(variables.gallery).toEqual(gallery);
  });

  it('asks for the five required fields and the agency with Spanish messages', () => {
    const result = parse(emptyValues);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => String(issue.path[0])));
    for (const field of [
      'name',
      'type',
      'price_from',
      'bedrooms_from',
      'area_from',
      'real_state_agency_id',
    ])
      expect(fields).toContain(field);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'price_from')?.message).toBe(
      'El precio desde debe ser un número mayor que 0.',
    );
  });

  it('round-trips a stored project into edit variables without media', () => {
    expect(projectDefaults(projectDetailFixture)).toEqual(filledValues);
    const result = parse({ ...filledValues, promotions: '', api_key: 'sk_live_nueva' }, 'edit');
    if (!result.success) throw new Error(JSON.stringify(result.error.issues));
    const variables = editVariables('1', result.data);
    expect(variables).toMatchObject({
      id: '1',
      price_from: 2350.5,
      promotions: null,
      latitude: '-33.6117000',
      commune_id: 13201,
      subsidies: [2],
      relatedprojects: [2],
      projectadditional: [{ additional_plan_type_id: 1, quantity: 2 }],
      api_key: 'sk_live_nueva',
      executives: [
        {
          name: 'Matías González Pérez',
          phone: '+56 9 5555 1234',
          email: 'matias.gonzalez@inmobiliariaandes.cl',
        },
      ],
    });
    expect(variables.secret_key).toBeUndefined();
    const [firstContact] = [variables.contact_emails ?? []].flat();
    expect(firstContact).toEqual({
      purpose: 'query',
      email: 'ventas@inmobiliariaandes.cl',
      name: 'Camila Rojas',
      photo: undefined,
      photo_media_id: 91,
    });
    expect('logo' in variables || 'nube360_url' in variables).toBe(false);
  });
});
