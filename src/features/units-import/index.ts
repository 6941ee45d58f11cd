// What the units-import feature offers other features (eslint.config.js declares who may ask).
export { UnitsImportActions, type UnitsImportActionsProps } from './units-import-actions';
