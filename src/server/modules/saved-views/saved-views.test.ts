import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateSavedViewDocument,
  DeleteSavedViewDocument,
  SavedViewsDocument,
  SetDefaultSavedViewDocument,
  UpdateSavedViewDocument,
  type SavedViewStateInput,
} from '../../../../graphql/generated/client/graphql';
import {
  executeOperation,
  login,
  startTestApp,
  type TestApp,
} from '../../../../tests/harness/test-app';
import { savedViewMessages } from '../../../shared/schemas/saved-views';

// Saved views through the real operations on the demo database: each user sees and changes only
// their own, names are unique per user and list, one default per list, and bad state is refused.

let t: TestApp;
let admin: string;
let vendor: string;

beforeAll(async () => {
  t = await startTestApp('demo');
  admin = (await login(t.app, 'admin@demo.cl')).access_token;
  vendor = (await login(t.app, 'realstatevendor@demo.cl')).access_token;
});
afterAll(() => t?.close());

const byPrice: SavedViewStateInput = {
  filters: [{ key: 'project', value: '3' }],
  sort: 'price',
  hidden_columns: ['model', 'orientation'],
  density: 'compact',
};

async function create(token: string, name: string, list = 'properties', is_default = false) {
  const res = await executeOperation(
    t.app,
    CreateSavedViewDocument,
    { list, name, state: byPrice, is_default },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createSavedView;
}

const views = async (token: string, list = 'properties') => {
  const res = await executeOperation(t.app, SavedViewsDocument, { list }, token);
  expect(res.errors).toBeUndefined();
  return res.data!.savedViews;
};

describe('saved views', () => {
  it('keeps a view per user, with its filters, sort, columns and density', async () => {
    const view = await create(admin, 'Por precio');
    expect(view).toMatchObject({
      list: 'properties',
      name: 'Por precio',
      is_default: false,
      state: byPrice,
    });
    expect((await views(admin)).map((v) => v.name)).toEqual(['Por precio']);
    // Another user has none, and the same name is free for them.
    expect(await views(vendor)).toEqual([]);
    await create(vendor, 'Por precio');
    expect((await views(vendor)).map((v) => v.name)).toEqual(['Por precio']);
    // Another list keeps its own.
    expect(await views(admin, 'quotations')).toEqual([]);
  });

  it('never lets a user read, change or delete another user’s view', async () => {
    const theirs = await create(vendor, 'Reservas por vencer de Parque Quilicura');
    const attempts = [
      executeOperation(t.app, UpdateSavedViewDocument, { id: theirs.id, name: 'Mía' }, admin),
      executeOperation(t.app, DeleteSavedViewDocument, { id: theirs.id }, admin),
      executeOperation(t.app, SetDefaultSavedViewDocument, { id: theirs.id, is_default: true }, admin), // prettier-ignore
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe(savedViewMessages.notFound);
    }
    const mine = await views(vendor);
    expect(mine.find((v) => v.id === theirs.id)).toMatchObject({
      name: 'Reservas por vencer de Parque Quilicura',
      is_default: false,
    });
    expect((await views(admin)).some((v) => v.id === theirs.id)).toBe(false);
  });

  it('refuses a name already used on the list, case aside, in Spanish', async () => {
    await create(admin, 'Disponibles');
    const res = await executeOperation(
      t.app,
      CreateSavedViewDocument,
      { list: 'properties', name: '  disponibles ', state: byPrice },
      admin,
    );
    expect(res.errors?.[0]?.message).toBe(savedViewMessages.nameTaken);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    const other = await create(admin, 'Vendidas');
    const rename = await executeOperation(
      t.app,
      UpdateSavedViewDocument,
      { id: other.id, name: 'DISPONIBLES' },
      admin,
    );
    expect(rename.errors?.[0]?.message).toBe(savedViewMessages.nameTaken);
  });

  it('renames and restates a view', async () => {
    const view = await create(admin, 'Borrador');
    const res = await executeOperation(
      t.app,
      UpdateSavedViewDocument,
      {
        id: view.id,
        name: 'Más caras primero',
        state: { ...byPrice, sort: '-price', density: 'comfortable' },
      },
      admin,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateSavedView).toMatchObject({
      name: 'Más caras primero',
      state: { sort: '-price', density: 'comfortable' },
    });
  });

  it('keeps one default per user and list', async () => {
    const first = await create(admin, 'Predeterminada uno', 'quotations', true);
    const second = await create(admin, 'Predeterminada dos', 'quotations', true);
    const defaults = (list: { id: string; is_default: boolean }[]) =>
      list.filter((v) => v.is_default).map((v) => v.id);
    expect(defaults(await views(admin, 'quotations'))).toEqual([second.id]);
    const res = await executeOperation(
      t.app,
      SetDefaultSavedViewDocument,
      { id: first.id, is_default: true },
      admin,
    );
    expect(defaults(res.data!.setDefaultSavedView)).toEqual([first.id]);
    const off = await executeOperation(
      t.app,
      SetDefaultSavedViewDocument,
      { id: first.id, is_default: false },
      admin,
    );
    expect(defaults(off.data!.setDefaultSavedView)).toEqual([]);
  });

  it('deletes a view', async () => {
    const view = await create(admin, 'Para borrar', 'users');
    const res = await executeOperation(t.app, DeleteSavedViewDocument, { id: view.id }, admin);
    expect(res.data?.deleteSavedView).toBe(view.id);
    expect(await views(admin, 'users')).toEqual([]);
  });

  it.each([
    ['an unknown list', { list: 'passwords' }, 'list', savedViewMessages.unknownList],
    ['a blank name', { name: '   ' }, 'name', savedViewMessages.nameRequired],
    ['a page in the filters', { state: { ...byPrice, filters: [{ key: 'page', value: '2' }] } }, 'state', savedViewMessages.badState], // prettier-ignore
    ['a sort that is no key', { state: { ...byPrice, sort: 'price; drop table' } }, 'state', savedViewMessages.badState], // prettier-ignore
    ['an oversized state', { state: { ...byPrice, filters: Array.from({ length: 20 }, (_, i) => ({ key: `f${i}`, value: 'x'.repeat(290) })) } }, 'state', savedViewMessages.stateTooLarge], // prettier-ignore
  ])('refuses %s and saves nothing', async (_label, patch, field, message) => {
    const variables = { list: 'projects', name: 'Rechazada', state: byPrice, ...patch };
    const res = await executeOperation(t.app, CreateSavedViewDocument, variables, admin);
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await views(admin, 'projects')).toEqual([]);
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    const res = await executeOperation(t.app, SavedViewsDocument, { list: 'properties' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
