// The frame of /users/create and /users/{id}/edit: the title with the way back, then the form or
// what stands in for it (loading, a load failure, a user that does not exist).
import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/network/errors';
import { PageSkeleton } from '../../../components/page-skeleton';

export interface UserFormPageBodyProps {
  title: string;
  subtitle?: ReactNode;
  loading: boolean;
  /** A failed load (an Error) or a Spanish sentence ('No encontramos este usuario.'). */
  error?: unknown;
  children?: ReactNode;
}

export function UserFormPageBody({
  title,
  subtitle,
  loading,
  error,
  children,
}: UserFormPageBodyProps) {
  return (
    <Box>
      <PageHeader
        title={title}
        description={subtitle}
        actions={
          <Button asChild variant="outline">
            <Link href="/users">
              <ArrowLeft aria-hidden />
              Volver a usuarios
            </Link>
          </Button>
        }
      />
      {error ? (
        <Alert.Root status="error" role="alert" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No pudimos abrir el formulario.</Alert.Title>
            <Alert.Description>
              {typeof error === 'string' ? error : errorMessage(error)}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : loading ? (
        <PageSkeleton label="Cargando formulario" variant="form" />
      ) : (
        children
      )}
    </Box>
  );
}
