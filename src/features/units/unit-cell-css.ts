/** The look of the units' cells (identifier link, availability badge), set once. */
export const UNIT_CELL_CSS = {
  '& a.unit-link': {
    fontWeight: 'semibold',
    color: 'primary.fg',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'primary.focusRing' },
  },
  '& .unit-badge': {
    display: 'inline-block',
    px: '1.5',
    rounded: 'sm',
    textStyle: 'xs',
    fontWeight: 'medium',
    bg: 'gray.subtle',
    color: 'gray.fg',
    '&[data-available]': { bg: 'green.subtle', color: 'green.fg' },
  },
  '& .unit-muted': { color: 'fg.muted' },
} as const;
