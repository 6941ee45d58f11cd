import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LAYOUT_TYPES, SKINS } from '../theme/skins';
import type { LayoutType, Skin } from '../theme/skins';

export const NAVBAR_TYPES = ['floating', 'sticky', 'static'] as const;
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export const FOOTER_TYPES = ['hidden', 'static'] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export const ROUTE_TRANSITIONS = ['zoom-fade', 'fade', 'none'] as const;
export type RouteTransition = (typeof ROUTE_TRANSITIONS)[number];

export interface LayoutPreferences {
  layout: LayoutType;
  skin: Skin;
  navbar: NavbarType;
  footer: FooterType;
  contentWidth: ContentWidth;
  transition: RouteTransition;
  menuCollapsed: boolean;
}

/** Spec §1 layout defaults. */
export const LAYOUT_DEFAULTS: LayoutPreferences = {
  layout: 'horizontal',
  skin: 'light',
  navbar: 'floating',
  footer: 'hidden',
  contentWidth: 'full',
  transition: 'zoom-fade',
  menuCollapsed: false,
};

export interface LayoutStore extends LayoutPreferences {
  set: (patch: Partial<LayoutPreferences>) => void;
  toggleMenu: () => void;
  reset: () => void;
}

export const LAYOUT_STORAGE_KEY = 'backoffice.layout';

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.find((option) => option === value) ?? fallback;

/**
 * Stored preferences come from the browser and may be stale or hand-edited: every field is
 * checked against its options and falls back to the default, so a bad value never breaks the shell.
 */
export function sanitizePreferences(stored: unknown): LayoutPreferences {
  const s: Record<string, unknown> =
    typeof stored === 'object' && stored !== null ? { ...stored } : {};
  const d = LAYOUT_DEFAULTS;
  return {
    layout: pick(LAYOUT_TYPES, s.layout, d.layout),
    skin: pick(SKINS, s.skin, d.skin),
    navbar: pick(NAVBAR_TYPES, s.navbar, d.navbar),
    footer: pick(FOOTER_TYPES, s.footer, d.footer),
    contentWidth: pick(CONTENT_WIDTHS, s.contentWidth, d.contentWidth),
    transition: pick(ROUTE_TRANSITIONS, s.transition, d.transition),
    menuCollapsed: typeof s.menuCollapsed === 'boolean' ? s.menuCollapsed : d.menuCollapsed,
  };
}

/** UI preferences only (CONVENTIONS §6): nothing from the server lives here. */
export const useLayoutStore = create<LayoutStore>()(
  persist(
    (set) => ({
      ...LAYOUT_DEFAULTS,
      set: (patch) => set(patch),
      toggleMenu: () => set((state) => ({ menuCollapsed: !state.menuCollapsed })),
      reset: () => set(LAYOUT_DEFAULTS),
    }),
    {
      name: LAYOUT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): LayoutPreferences => sanitizePreferences(state),
      merge: (persisted, current) => ({ ...current, ...sanitizePreferences(persisted) }),
    },
  ),
);
