type Scale = Record<
  '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950',
  string
>;

/** Brand pink: #E91E63 is the 500 step (spec §9: primary pink). */
export const primaryScale: Scale = {
  '50': '#fce4ec',
  '100': '#f8bbd0',
  '200': '#f48fb1',
  '300': '#f06292',
  '400': '#ec407a',
  '500': '#e91e63',
  '600': '#d81b60',
  '700': '#c2185b',
  '800': '#ad1457',
  '900': '#880e4f',
  '950': '#560027',
};

/** Brand navy: #1B2A4E is the 800 step, so that the lighter steps stay usable as tints. */
export const secondaryScale: Scale = {
  '50': '#eef1f7',
  '100': '#d5dbea',
  '200': '#aeb9d4',
  '300': '#8495bd',
  '400': '#5e73a6',
  '500': '#455b8f',
  '600': '#364a78',
  '700': '#293a62',
  '800': '#1b2a4e',
  '900': '#131e39',
  '950': '#0b1224',
};

export const successScale: Scale = {
  '50': '#e8f8ef',
  '100': '#c6eed8',
  '200': '#9be2bc',
  '300': '#6dd59e',
  '400': '#45cb85',
  '500': '#28c76f',
  '600': '#1f9d57',
  '700': '#17804a',
  '800': '#12653a',
  '900': '#0c4a2a',
  '950': '#062b18',
};

export const dangerScale: Scale = {
  '50': '#fdeced',
  '100': '#fad0d0',
  '200': '#f5a9aa',
  '300': '#f08283',
  '400': '#ed6a6b',
  '500': '#ea5455',
  '600': '#d63b3c',
  '700': '#b42d2e',
  '800': '#8f2223',
  '900': '#6a1819',
  '950': '#3f0d0d',
};

export const warningScale: Scale = {
  '50': '#fff4e9',
  '100': '#ffe2c7',
  '200': '#ffcc9c',
  '300': '#ffb770',
  '400': '#ffa955',
  '500': '#ff9f43',
  '600': '#e58a30',
  '700': '#b86c22',
  '800': '#8a5018',
  '900': '#5c350f',
  '950': '#331d07',
};

export function scaleTokens(scale: Scale): Record<string, { value: string }> {
  return Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));
}

/**
 * The semantic slots Chakra components read through `colorPalette` (solid, contrast, fg, ...).
 * `solid` is chosen per palette so that its `contrast` text reaches WCAG AA (4.5:1), and so is
 * `fg`, the text of subtle badges and outline buttons, on the palette's lightest steps.
 */
export function paletteSemantics(name: string, solid: string, contrast: string, fg = '700') {
  const ref = (step: string) => `{colors.${name}.${step}}`;
  return {
    solid: { value: { base: ref(solid), _dark: ref(solid) } },
    contrast: { value: contrast },
    fg: { value: { base: ref(fg), _dark: ref('300') } },
    muted: { value: { base: ref('100'), _dark: ref('900') } },
    subtle: { value: { base: ref('50'), _dark: ref('950') } },
    emphasized: { value: { base: ref('200'), _dark: ref('800') } },
    focusRing: { value: { base: ref('500'), _dark: ref('400') } },
    border: { value: { base: ref('500'), _dark: ref('400') } },
  };
}
