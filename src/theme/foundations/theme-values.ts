// Reads the values the «Fundamentos» pages show from the theme system itself (Chakra's public token
// dictionary), so a page shows what the app renders and never a value copied by hand.
import { system } from '../full-system';
import { dangerScale, primaryScale, secondaryScale, successScale, warningScale } from '../palette';

const REFERENCE = /^\{(.+)\}$/;

/**
 * A token's value in the light skin: a semantic token's light condition, followed through its
 * references ('{colors.primary.600}', '{radii.xs}') down to the raw value.
 */
export function lightValue(name: string): string {
  const token = system.tokens.getByName(name);
  if (!token) throw new TypeError(`Unknown token: ${name}`);
  const conditions: Record<string, string> | undefined = token.extensions.conditions;
  // A semantic token without conditions keeps its reference in originalValue.
  const plain = REFERENCE.test(token.originalValue) ? token.originalValue : token.value;
  const raw = conditions ? (conditions.base ?? conditions._light ?? plain) : plain;
  const reference = REFERENCE.exec(raw)?.[1];
  if (reference) return lightValue(reference);
  if (raw === 'white' || raw === 'black') return lightValue(`colors.${raw}`);
  return raw;
}

/** The five brand palettes of spec §9, each with its Spanish name and its role. */
export const BRAND_PALETTES = [
  { name: 'primary', label: 'Primario (rosado)', scale: primaryScale },
  { name: 'secondary', label: 'Secundario (azul marino)', scale: secondaryScale },
  { name: 'success', label: 'Éxito', scale: successScale },
  { name: 'danger', label: 'Peligro', scale: dangerScale },
  { name: 'warning', label: 'Advertencia', scale: warningScale },
] as const;

export type BrandPalette = (typeof BRAND_PALETTES)[number];

/** The step a palette's solid buttons and badges use, and the colour of their text. */
export function solidPair(palette: BrandPalette['name']): { solid: string; text: string } {
  return {
    solid: lightValue(`colors.${palette}.solid`),
    text: lightValue(`colors.${palette}.contrast`),
  };
}

/** The token names of a category, in the theme's order, without the negative spacings. */
export function tokenNames(category: 'spacing' | 'radii' | 'fontSizes'): string[] {
  return Object.keys(system.tokens.getCategoryValues(category)).filter((k) => !k.startsWith('-'));
}

/** A token's raw CSS value, semantic ones followed to theirs. */
export function tokenValue(category: string, name: string): string {
  return lightValue(`${category}.${name}`);
}

/** A rem or px length as pixels, at the browser's default font size; null for other values. */
export function toPixels(value: string): number | null {
  const match = /^(-?[\d.]+)(rem|px)$/.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  return match[2] === 'rem' ? n * 16 : n;
}
