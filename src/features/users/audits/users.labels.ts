// Spanish names of the fields a user's audit rows carry (the server's users module writes them).
export const USER_AUDIT_LABELS: Record<string, string> = {
  name: 'Nombre',
  last_name: 'Apellido',
  email: 'Correo',
  status: 'Estado',
  role: 'Rol',
  roles: 'Roles',
  permissions: 'Permisos',
  real_state_agency_ids: 'Inmobiliarias (ID)',
  real_state_agency_id: 'Inmobiliaria',
  project_ids: 'Proyectos (ID)',
  password: 'Contraseña',
};
