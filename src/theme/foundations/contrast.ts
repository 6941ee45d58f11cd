// The WCAG 2 contrast ratio, computed from the token values so the «Fundamentos» pages never show
// a figure copied by hand: relative luminance of each sRGB colour, then (L1 + 0.05) / (L2 + 0.05).

/** Reads '#rgb' or '#rrggbb' (upper or lower case) as its three channels, 0 to 255. */
export function parseHex(hex: string): [number, number, number] {
  const digits = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new TypeError(`Not a hex colour: ${hex}`);
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, from 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export type ContrastLevel = 'AAA' | 'AA' | 'AA texto grande' | 'No cumple';

/** The WCAG level a ratio reaches for text: normal text needs 4.5, large text 3, AAA 7. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA texto grande';
  return 'No cumple';
}

const ratioFormat = new Intl.NumberFormat('es-CL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '4,54:1', truncated rather than rounded so a ratio just under a threshold never reads as it. */
export function formatRatio(ratio: number): string {
  return `${ratioFormat.format(Math.floor(ratio * 100) / 100)}:1`;
}
