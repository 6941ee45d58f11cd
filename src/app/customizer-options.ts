import type {
  ContentWidth,
  FooterType,
  LayoutPreferences,
  NavbarType,
  RouteTransition,
} from '../stores/layout.store';
import { SKINS, SKIN_LABELS } from '../theme';
import type { LayoutType } from '../theme';

export interface CustomizerSection {
  key: Exclude<keyof LayoutPreferences, 'menuCollapsed'>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

const layouts: Array<{ value: LayoutType; label: string }> = [
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'vertical', label: 'Vertical' },
];
const navbars: Array<{ value: NavbarType; label: string }> = [
  { value: 'floating', label: 'Flotante' },
  { value: 'sticky', label: 'Fija' },
  { value: 'static', label: 'Estática' },
];
const footers: Array<{ value: FooterType; label: string }> = [
  { value: 'hidden', label: 'Oculto' },
  { value: 'static', label: 'Visible' },
];
const widths: Array<{ value: ContentWidth; label: string }> = [
  { value: 'full', label: 'Completo' },
  { value: 'boxed', label: 'Encuadrado' },
];
const transitions: Array<{ value: RouteTransition; label: string }> = [
  { value: 'zoom-fade', label: 'Zoom y desvanecido' },
  { value: 'fade', label: 'Desvanecido' },
  { value: 'none', label: 'Sin transición' },
];

/** The customizer's settings, in display order, with Spanish labels. */
export const CUSTOMIZER_SECTIONS: readonly CustomizerSection[] = [
  { key: 'layout', label: 'Tipo de menú', options: layouts },
  {
    key: 'skin',
    label: 'Apariencia',
    options: SKINS.map((value) => ({ value, label: SKIN_LABELS[value] })),
  },
  { key: 'navbar', label: 'Barra de navegación', options: navbars },
  { key: 'footer', label: 'Pie de página', options: footers },
  { key: 'contentWidth', label: 'Ancho del contenido', options: widths },
  { key: 'transition', label: 'Transición entre páginas', options: transitions },
];
