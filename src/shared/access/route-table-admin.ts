import { groups } from './roles';
import { rule, type RouteRule } from './route-rule';

const { admin, managers, home } = groups;

/** Public screens, home, profile and the administration areas (spec §2, guards of §6). */
export const adminRoutes: readonly RouteRule[] = [
  rule('/', ['Iniciar sesión'], 'none', 'public'),
  rule('/forgot-password', ['Recuperar contraseña'], 'none', 'public'),
  rule('/reset-password/:token/:email', ['Restablecer contraseña'], 'none', 'public'),
  rule('/error-404', ['Página no encontrada'], 'none', 'public'),
  rule('/error-401', ['No autorizado'], 'none', 'public'),
  rule('/error-403', ['Acceso denegado'], 'none', 'public'),
  rule('/home', ['Inicio'], 'home', home()),
  rule('/profile', ['Mi perfil'], 'none', 'authenticated'),
  // Issue 5: each signed-in user's export jobs (the request form offers what the role may export).
  rule('/exports', ['Exportaciones'], 'exports', 'authenticated'),
  rule('/users', ['Usuarios'], 'users', managers()),
  rule('/users/create', ['Usuarios', 'Crear usuario'], 'users', managers()),
  rule('/users/:id/edit', ['Usuarios', 'Editar usuario'], 'users', managers()),
  rule('/users/:id/audits', ['Usuarios', 'Auditoría de usuario'], 'users', managers()),
  rule('/permissions', ['Permisos'], 'permissions', admin()),
  rule('/permissions/:id/audits', ['Permisos', 'Auditoría de permiso'], 'permissions', admin()),
  rule('/roles', ['Roles'], 'roles', admin()),
  rule('/roles/:id/audits', ['Roles', 'Auditoría de rol'], 'roles', admin()),
  rule('/agencies', ['Inmobiliarias'], 'agencies', admin()),
  rule('/agencies/create', ['Inmobiliarias', 'Crear inmobiliaria'], 'agencies', admin()),
  rule('/agencies/:id/edit', ['Inmobiliarias', 'Editar inmobiliaria'], 'agencies', admin()),
  rule('/agencies/:id/audits', ['Inmobiliarias', 'Auditoría de inmobiliaria'], 'agencies', admin()),
  // Issue 34: the UF of each day, loaded by hand or imported.
  rule('/uf-values', ['Valores UF'], 'uf-values', admin()),
];
