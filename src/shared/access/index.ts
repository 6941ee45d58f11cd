// The one access policy (ARCHITECTURE §5, CONVENTIONS 11): the SPA's guards and menu and the
// server's operation and REST gates all read these exports.
export {
  ROLES,
  AGENCY_SCOPED_ROLES,
  isAgencyScoped,
  isRoleName,
  type Access,
  type AccessSubject,
  type RoleName,
} from './roles';
export { MENU_SECTION_KEYS, type MenuSectionKey } from './sections';
export { routeRules, matchRoute, canAccessRoute, landingPath, type RouteRule } from './routes';
export { visibleMenu, type MenuEntry } from './menu';
export { maySeeRukan } from './rukan-access';
export { MENU_PERMISSIONS } from './menu-table';
export { operationPolicy, canRunOperation, type OperationRule } from './operations';
export { restPolicy, matchRestRule, canCallRest, type RestRule } from './rest';
export { encodeStoredAccess, decodeStoredAccess, type StoredAccess } from './stored-access';
