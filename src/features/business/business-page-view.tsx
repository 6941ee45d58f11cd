// /business without data fetching: the title with the export, the filters, the switch between
// the board and the list, and the view chosen (given as children); Admin's link to the
// cross-agency duplicates report.
import type { ReactNode } from 'react';
import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import type { ExportJob } from '../../../machines/exports/exports.types';
import { ExportButton } from '../../components/export-job/export-button';
import { PageHeader } from '../../components/page-header';
import type { BusinessView } from './board/business-filter-state';
import { BusinessFiltersBar, type BusinessFiltersProps } from './board/business-filters';
import { ViewSwitch } from './board/view-switch';

export interface BusinessPageViewProps {
  filters: BusinessFiltersProps;
  view: BusinessView;
  onViewChange(view: BusinessView): void;
  /** Requests Negocios.xlsx with the current filters; no button without it. */
  requestExport?(): Promise<ExportJob>;
  /** A link to the cross-agency duplicates report (Admin only). */
  showDuplicates?: boolean;
  children: ReactNode;
}

export function BusinessPageView(props: BusinessPageViewProps) {
  const { filters, view, onViewChange, requestExport, showDuplicates = false, children } = props;
  const { project, from, to, rukan, preapproval } = filters.value;
  // New filters give a fresh button: an export requested before keeps going in the panel.
  const exportKey = JSON.stringify([project, from, to, rukan, preapproval]);
  return (
    <Box>
      <PageHeader
        title="Negocios"
        description="Los negocios de cada etapa del embudo de ventas, el más reciente primero."
        actions={
          <HStack gap="2" wrap="wrap">
            {showDuplicates ? (
              <Button asChild variant="outline" colorPalette="gray">
                <Link href="/business/duplicates">
                  <UsersRound aria-hidden />
                  Prospectos duplicados
                </Link>
              </Button>
            ) : null}
            {requestExport && view !== 'origen' ? (
              <ExportButton key={exportKey} label="Exportar a Excel" request={requestExport} />
            ) : null}
          </HStack>
        }
      />
      {/* The origins view has its own period and no prospect filters. */}
      {view === 'origen' ? null : <BusinessFiltersBar {...filters} />}
      <Flex justify="flex-end" mb="3">
        <ViewSwitch value={view} onChange={onViewChange} />
      </Flex>
      {children}
    </Box>
  );
}
