// The type sizes the app sets, for the «Fundamentos/Tipografía» page. in-use.test.ts compares these
// lists with the source, so they cannot fall behind.

/** Values of `fontSize` and `textStyle` (Chakra font-size tokens), smallest first. */
export const FONT_SIZES_IN_USE = ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '5xl'] as const;

/** Values of `size` on `Heading`, smallest first. */
export const HEADING_SIZES_IN_USE = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
