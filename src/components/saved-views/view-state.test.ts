import { describe, expect, it } from 'vitest';
import { patchFor, sameState, stateOf, viewLink } from './view-state';

describe('view state', () => {
  const prefs = { hidden: ['tower', 'model'], density: 'compact' as const };

  it('keeps the filters and the sort of the URL, never its page or view', () => {
    expect(stateOf({ project: '3', page: '4', view: '9', sort: '-price', q: '' }, prefs)).toEqual({
      filters: [{ key: 'project', value: '3' }],
      sort: '-price',
      hidden_columns: ['model', 'tower'],
      density: 'compact',
    });
  });

  it('opens a view on a clean URL: other parameters go, its own come', () => {
    const state = stateOf({ project: '3', sort: 'price' }, prefs);
    expect(patchFor(state, { project: '5', tab: 'warehouse', page: '2' })).toEqual({
      project: '3',
      tab: null,
      page: null,
      sort: 'price',
    });
  });

  it('compares states whatever the order of their parts', () => {
    const view = stateOf({ b: '2', a: '1', sort: 'price' }, prefs);
    expect(sameState(view, stateOf({ a: '1', b: '2', sort: 'price' }, { ...prefs, hidden: ['model', 'tower'] }))).toBe(true); // prettier-ignore
    expect(sameState(view, stateOf({ a: '1', b: '2', sort: '-price' }, prefs))).toBe(false);
    expect(sameState(view, stateOf({ a: '1', b: '2', sort: 'price' }, { ...prefs, density: 'comfortable' }))).toBe(false); // prettier-ignore
  });

  it('links to the list with the view', () => {
    expect(viewLink('https://backoffice.cl', '/properties', '12')).toBe(
      'https://backoffice.cl/properties?view=12',
    );
  });
});
