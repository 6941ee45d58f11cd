// Route '/users/{id}/audits': the user's history, newest first.
import { useParams } from 'wouter';
import { UserAuditsDocument } from '../../../../graphql/generated/client/graphql';
import { AuditPageBody } from '../../../components/audit-timeline/audit-page-body';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { USER_AUDIT_LABELS } from './users.labels';
import { fullNameOf } from '../list/users-columns';

export function UserAuditsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useTypedQuery(UserAuditsDocument, { id });
  const user = query.data?.users.data[0];
  const missing = query.isSuccess && !user ? 'No encontramos este usuario.' : null;
  return (
    <AuditPageBody
      title="Auditoría de usuario"
      subtitle={user ? `${fullNameOf(user)} · ${user.email}` : undefined}
      entries={user?.audits ?? []}
      loading={query.isPending}
      error={query.error ?? missing}
      fieldLabels={USER_AUDIT_LABELS}
      backHref="/users"
      backLabel="Volver a usuarios"
    />
  );
}
