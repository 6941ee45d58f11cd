// Routes /roles/{id}/audits and /permissions/{id}/audits: the shared audits page body over the
// record's audits. An id that matches nothing is the 404 page, like an unknown address.
import { Redirect, useParams } from 'wouter';
import {
  PermissionAuditsDocument,
  RoleAuditsDocument,
} from '../../../graphql/generated/client/graphql';
import { AuditPageBody } from '../../components/audit-timeline/audit-page-body';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { isNotFound } from '../../lib/network/form-failure';

const ROLE_FIELDS = { name: 'Nombre', guard_name: 'Guard', permissions: 'Permisos' };
const PERMISSION_FIELDS = { name: 'Nombre', guard_name: 'Guard' };

export function RoleAuditsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(RoleAuditsDocument, { id });
  const role = query.data?.roles[0];
  if (isNotFound(query.error) || (query.isSuccess && !role))
    return <Redirect to="/error-404" replace />;
  return (
    <AuditPageBody
      title={role ? `Auditoría del rol «${role.name}»` : 'Auditoría del rol'}
      subtitle="Cada cambio del rol: quién lo hizo, cuándo y qué valores cambió."
      entries={role?.audits ?? []}
      loading={query.isPending}
      error={query.error}
      fieldLabels={ROLE_FIELDS}
      backHref="/roles"
      backLabel="Volver a roles"
    />
  );
}

export function PermissionAuditsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(PermissionAuditsDocument, { id });
  const permission = query.data?.permissions[0];
  if (isNotFound(query.error) || (query.isSuccess && !permission))
    return <Redirect to="/error-404" replace />;
  return (
    <AuditPageBody
      title={permission ? `Auditoría del permiso «${permission.name}»` : 'Auditoría del permiso'}
      subtitle="Cada cambio del permiso: quién lo hizo, cuándo y qué valores cambió."
      entries={permission?.audits ?? []}
      loading={query.isPending}
      error={query.error}
      fieldLabels={PERMISSION_FIELDS}
      backHref="/permissions"
      backLabel="Volver a permisos"
    />
  );
}
