export { config, publicSystem } from './system';
export { system } from './full-system';
export {
  SKINS,
  SKIN_LABELS,
  LAYOUT_TYPES,
  applySkin,
  effectiveSkin,
  skinScopeClass,
} from './skins';
export type { Skin, LayoutType } from './skins';
export { primaryScale, secondaryScale, successScale, dangerScale, warningScale } from './palette';
