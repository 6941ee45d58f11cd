import { describe, expect, it } from 'vitest';
import { decodePermissionsText } from '../../../shared/permissions-text';
import {
  formValuesOf,
  roleOptionsFor,
  toCreateVariables,
  toEditVariables,
  type ProjectOption,
} from './user-form.mapping';
import { userFormSchema } from './user-form.schema';
import { EDITED_USER, PROJECT_OPTIONS, ROLES } from '../users.fixtures';

const projects: ProjectOption[] = PROJECT_OPTIONS;

const parse = (mode: 'create' | 'edit', input: Record<string, unknown>) =>
  userFormSchema(mode).parse({
    name: 'Camila',
    last_name: 'Rojas Soto',
    email: ' Camila.Rojas@InmobiliariaAndes.cl ',
    password: '',
    role: 'RealstateVendor',
    real_state_agency_id: '1',
    project_ids: [],
    status: '1',
    permissions: [],
    ...input,
  });

describe('toCreateVariables', () => {
  it('sends createUser the arguments of spec §5, with the projects of the chosen agency', () => {
    const values = parse('create', { password: 'Andes2025', project_ids: ['11', '21'] });
    expect(toCreateVariables(values, projects)).toEqual({
      name: 'Camila',
      last_name: 'Rojas Soto',
      email: 'camila.rojas@inmobiliariaandes.cl',
      password: 'Andes2025',
      role: 'RealstateVendor',
      real_state_agency_id: '1',
      project_ids: ['11'],
    });
  });

  it('sends no agency and no projects when none is chosen', () => {
    const values = parse('create', { password: 'Andes2025', real_state_agency_id: '' });
    expect(toCreateVariables(values, projects)).toMatchObject({
      real_state_agency_id: null,
      project_ids: null,
    });
  });
});

describe('toEditVariables', () => {
  it('sends status as an integer and permissions as bar-quoted JSON text', () => {
    const values = parse('edit', { status: '0', permissions: ['show-users', 'news'] });
    const variables = toEditVariables('12', values, projects);
    expect(variables).toMatchObject({ id: '12', status: 0, password: null });
    expect(variables.permissions).toBe('[|show-users|,|news|]');
    expect(decodePermissionsText(variables.permissions)).toEqual(['show-users', 'news']);
  });

  it('sends a new password only when one is typed', () => {
    expect(toEditVariables('12', parse('edit', { password: 'Nueva2025' }), projects).password).toBe(
      'Nueva2025',
    );
  });
});

describe('userFormSchema', () => {
  it('requires a password to create and keeps the current one when editing', () => {
    expect(() => parse('create', {})).toThrow('La contraseña es obligatoria.');
    expect(parse('edit', {}).password).toBeUndefined();
    expect(() => parse('edit', { password: 'corta' })).toThrow(/al menos 8 caracteres/);
  });
});

describe('formValuesOf', () => {
  it('fills the form from a loaded user', () => {
    expect(formValuesOf(EDITED_USER)).toEqual({
      name: 'Matías',
      last_name: 'González Pérez',
      email: 'matias.gonzalez@inmobiliariaandes.cl',
      password: '',
      role: 'RealstateUser',
      real_state_agency_id: '1',
      project_ids: ['11', '12'],
      status: '1',
      permissions: ['show-quotations'],
    });
  });
});

describe('roleOptionsFor', () => {
  it('offers Admin every role with Spanish labels', () => {
    expect(roleOptionsFor('Admin', ROLES).map((option) => option.label)).toContain('Administrador');
    expect(roleOptionsFor('Admin', ROLES)).toHaveLength(ROLES.length);
  });

  it('offers agency roles only the agency roles, keeping the current one listed', () => {
    expect(roleOptionsFor('RealstateAdmin', ROLES).map((option) => option.value)).toEqual([
      'RealstateAdmin',
      'RealstateUser',
      'RealstateVendor',
    ]);
    expect(roleOptionsFor('RealstateVendor', ROLES, 'NewsUser').map((o) => o.value)).toContain(
      'NewsUser',
    );
  });
});
