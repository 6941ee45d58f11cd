// The frame of every sales-record details page: the title with the way back, then the record once
// it is there, the shape of a details page while it loads, or the load failure with a retry.
import type { ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { LoadError } from '../load-error';
import { PageHeader } from '../page-header';
import { PageSkeleton } from '../page-skeleton';

export interface SalesRecordDetailsFrameProps {
  title: string;
  description?: string;
  back: { href: string; label: string };
  /** True only while nothing is on screen yet. */
  loading: boolean;
  /** 'Cargando solicitud de reserva': what loads, said to screen readers. */
  loadingLabel: string;
  error: string | null;
  onRetry?(): void;
  children?: ReactNode;
}

export function SalesRecordDetailsFrame(props: SalesRecordDetailsFrameProps) {
  const { title, description, back, loading, loadingLabel, error, onRetry, children } = props;
  return (
    <Box>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button asChild variant="outline" colorPalette="gray">
            <Link href={back.href}>
              <ArrowLeft aria-hidden />
              {back.label}
            </Link>
          </Button>
        }
      />
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      {loading ? <PageSkeleton label={loadingLabel} variant="details" /> : null}
      {children}
    </Box>
  );
}
