// /exports without data fetching: the request form beside the viewer's jobs.
import type { ReactNode } from 'react';
import { Box, Card, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../components/page-header';
import type { ExportJob } from '../../../machines/exports/exports.types';
import type { ExportKind, Option } from './export-catalog';
import { ExportRequestForm } from './export-request-form';
import type { ExportRequestValues } from './export-request.schema';

export interface ExportsViewProps {
  /** What the viewer may request; null while their profile loads. */
  kinds: readonly ExportKind[] | null;
  projects: readonly Option[];
  agencies: readonly Option[];
  onRequest(values: ExportRequestValues): Promise<ExportJob>;
  /** The "Exportaciones" panel (with its data, or a story's). */
  panel: ReactNode;
  initialValues?: Partial<ExportRequestValues>;
}

export function ExportsView({ kinds, panel, ...form }: ExportsViewProps) {
  return (
    <Box>
      <PageHeader
        title="Exportaciones"
        description="Solicita planillas Excel de tus ventas, negocios y contactos y descárgalas cuando estén listas."
      />
      <Grid
        templateColumns={{ base: '1fr', xl: 'minmax(320px, 1fr) 2fr' }}
        gap="6"
        alignItems="start"
      >
        {kinds === null ? (
          <FormSkeleton />
        ) : kinds.length === 0 ? (
          <Card.Root size="sm">
            <Card.Body>
              <Text color="fg.muted">Tu rol no puede solicitar exportaciones.</Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <ExportRequestForm kinds={kinds} {...form} />
        )}
        <Box minW="0">{panel}</Box>
      </Grid>
    </Box>
  );
}

function FormSkeleton() {
  return (
    <Card.Root size="sm" aria-busy>
      <Card.Body>
        <Stack gap="4" data-testid="export-form-skeleton">
          <Skeleton height="6" width="50%" />
          <Skeleton height="9" />
          <Skeleton height="9" />
          <Skeleton height="9" width="40%" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
