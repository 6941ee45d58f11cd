import { beforeEach, describe, expect, it } from 'vitest';
import {
  LAYOUT_DEFAULTS,
  LAYOUT_STORAGE_KEY,
  sanitizePreferences,
  useLayoutStore,
} from './layout.store';

function stored(): unknown {
  const raw = localStorage.getItem(LAYOUT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: unknown }).state : null;
}

describe('layout store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLayoutStore.getState().reset();
  });

  it('starts with the spec §1 defaults', () => {
    const { layout, skin, navbar, footer, contentWidth, transition, menuCollapsed } =
      useLayoutStore.getState();
    expect({ layout, skin, navbar, footer, contentWidth, transition, menuCollapsed }).toEqual({
      layout: 'horizontal',
      skin: 'light',
      navbar: 'floating',
      footer: 'hidden',
      contentWidth: 'full',
      transition: 'zoom-fade',
      menuCollapsed: false,
    });
  });

  it('persists changes to localStorage, preferences only', () => {
    useLayoutStore.getState().set({ skin: 'dark', layout: 'vertical' });
    useLayoutStore.getState().toggleMenu();
    expect(stored()).toEqual({
      ...LAYOUT_DEFAULTS,
      skin: 'dark',
      layout: 'vertical',
      menuCollapsed: true,
    });
  });

  it('rehydrates from storage and ignores invalid stored values', async () => {
    localStorage.setItem(
      LAYOUT_STORAGE_KEY,
      JSON.stringify({
        state: { skin: 'semi-dark', navbar: 'upside-down', footer: 'static', token: 'x' },
        version: 1,
      }),
    );
    await useLayoutStore.persist.rehydrate();
    const state = useLayoutStore.getState();
    expect(state.skin).toBe('semi-dark');
    expect(state.footer).toBe('static');
    expect(state.navbar).toBe('floating');
    expect(state).not.toHaveProperty('token');
  });

  it('sanitizes anything that is not an object to the defaults', () => {
    expect(sanitizePreferences(null)).toEqual(LAYOUT_DEFAULTS);
    expect(sanitizePreferences('dark')).toEqual(LAYOUT_DEFAULTS);
    expect(sanitizePreferences({ menuCollapsed: 'yes' }).menuCollapsed).toBe(false);
  });

  it('reset returns to the defaults', () => {
    useLayoutStore.getState().set({ contentWidth: 'boxed', transition: 'none' });
    useLayoutStore.getState().reset();
    expect(useLayoutStore.getState().contentWidth).toBe('full');
    expect(useLayoutStore.getState().transition).toBe('zoom-fade');
  });
});
