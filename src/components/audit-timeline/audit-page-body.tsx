// The body of every '/…/{id}/audits' page: a header with the way back, then the timeline, a
// loading state or a Spanish error. Each feature's audits page only fetches and passes labels.
import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { AuditEntryFragment } from '../../../graphql/generated/client/graphql';
import { errorMessage } from '../../lib/network/errors';
import { PageHeader } from '../page-header';
import { AuditTimeline } from './audit-timeline';

export interface AuditPageBodyProps {
  title: string;
  subtitle?: ReactNode;
  entries: AuditEntryFragment[];
  loading: boolean;
  /** The query's failure (an Error) or a Spanish sentence ('No encontramos este usuario.'). */
  error?: unknown;
  fieldLabels?: Record<string, string>;
  backHref: string;
  backLabel: string;
}

export function AuditPageBody(props: AuditPageBodyProps) {
  const { title, subtitle, entries, loading, error, fieldLabels, backHref, backLabel } = props;
  return (
    <Box>
      <PageHeader
        title={title}
        description={subtitle}
        actions={
          <Button asChild variant="outline">
            <Link href={backHref}>
              <ArrowLeft aria-hidden />
              {backLabel}
            </Link>
          </Button>
        }
      />
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No pudimos cargar el historial.</Alert.Title>
            <Alert.Description>
              {typeof error === 'string' ? error : errorMessage(error)}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <AuditTimeline entries={entries} loading={loading} fieldLabels={fieldLabels} />
      )}
    </Box>
  );
}
