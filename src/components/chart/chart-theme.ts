// Chart colours per skin. A canvas cannot read CSS variables, so the skin's tokens are repeated
// here as plain colours: text and grid lines that stay readable (WCAG AA for labels) on the card's
// surface, and series colours from the brand palette, lighter steps on the dark skin.
import { useMemo } from 'react';
import { useLayoutStore } from '../../stores/layout.store';
import {
  effectiveSkin,
  primaryScale,
  secondaryScale,
  successScale,
  warningScale,
  dangerScale,
  type Skin,
} from '../../theme';

export interface ChartTheme {
  skin: Skin;
  /** Series colours in order: brand pink first, then navy, green, orange, red. */
  palette: string[];
  /** The card's surface: the PNG background, so a download looks like the screen. */
  background: string;
  text: string;
  muted: string;
  axisLine: string;
  splitLine: string;
  tooltipBackground: string;
  tooltipBorder: string;
}

const lightTheme: Omit<ChartTheme, 'skin'> = {
  palette: [
    primaryScale['500'],
    secondaryScale['700'],
    successScale['600'],
    warningScale['600'],
    secondaryScale['400'],
    primaryScale['300'],
    dangerScale['600'],
    secondaryScale['200'],
  ],
  background: '#ffffff',
  text: '#3f3f46',
  muted: '#52525b',
  axisLine: '#c9c8d0',
  splitLine: '#ebeaf0',
  tooltipBackground: '#ffffff',
  tooltipBorder: '#dbdade',
};

// Surfaces from skin-tokens.ts (bg.surface of the dark skin).
const darkTheme: Omit<ChartTheme, 'skin'> = {
  palette: [
    primaryScale['400'],
    secondaryScale['300'],
    successScale['400'],
    warningScale['400'],
    secondaryScale['100'],
    primaryScale['200'],
    dangerScale['400'],
    successScale['200'],
  ],
  background: '#222a45',
  text: '#e8eaf2',
  muted: '#b4bbd0',
  axisLine: '#4a5475',
  splitLine: '#343d5c',
  tooltipBackground: '#171c2e',
  tooltipBorder: '#343d5c',
};

/** Semi-dark darkens the menu only and bordered only adds borders: both draw on a white card. */
export function chartThemeFor(skin: Skin): ChartTheme {
  return { skin, ...(skin === 'dark' ? darkTheme : lightTheme) };
}

export function useChartTheme(): ChartTheme {
  const skin = useLayoutStore((state) => effectiveSkin(state.skin, state.layout));
  return useMemo(() => chartThemeFor(skin), [skin]);
}

/** The axis styling of a category or value axis in this theme. */
export function axisStyle(theme: ChartTheme) {
  return {
    axisLabel: { color: theme.muted, fontSize: 11 },
    axisLine: { lineStyle: { color: theme.axisLine } },
    axisTick: { lineStyle: { color: theme.axisLine } },
    splitLine: { lineStyle: { color: theme.splitLine } },
  };
}

/** The tooltip and legend of every chart: readable on the skin, Spanish text from the caller. */
export function frameStyle(theme: ChartTheme) {
  return {
    color: theme.palette,
    backgroundColor: 'transparent',
    // Eight charts appear together on /home: the numbers show at once, not after a second of
    // bars growing (ECharts animates a first draw for 1 s by default).
    animation: false,
    textStyle: { color: theme.text, fontFamily: 'inherit' },
    legend: {
      textStyle: { color: theme.text },
      inactiveColor: theme.axisLine,
      top: 0,
      left: 'center',
    },
    tooltip: {
      backgroundColor: theme.tooltipBackground,
      borderColor: theme.tooltipBorder,
      textStyle: { color: theme.text },
    },
  };
}
