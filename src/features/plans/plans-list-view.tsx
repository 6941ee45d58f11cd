// /plans/list «Proyectos» without the server: the agency filter (Admin), the projects with their
// plans and the change-plan dialog. plans-list-page.tsx feeds it; the stories render each state.
import { useMemo } from 'react';
import { Box, Button, HStack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { DataTable } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/filter-select/filter-select';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { errorMessage } from '../../lib/network/errors';
import { planColumns } from './plan-columns';
import { PlanChangeDialog } from './plan-change-dialog';
import type { Option, PlanProject, PlanProjectsPage } from './plans.types';

export interface PlansListViewProps {
  page: PlanProjectsPage | null;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Agencies to filter by; empty = the filter is not shown (agency roles see their own). */
  agencies: readonly Option[];
  agency: string;
  onAgencyChange(agency: string): void;
  onPageChange(page: number): void;
  canChange: boolean;
  changing: PlanProject | null;
  saving: boolean;
  changeError: string | null;
  onChangeStart(project: PlanProject): void;
  onChangeConfirm(plan: number): void;
  onChangeCancel(): void;
}

export function PlansListView(props: PlansListViewProps) {
  const { page, loading, error, canChange, onChangeStart } = props;
  const columns = useMemo(
    () => planColumns({ canChange, onChange: onChangeStart }),
    [canChange, onChangeStart],
  );
  const rows = page?.data ?? [];
  return (
    <Box>
      <PageHeader
        title="Proyectos"
        description="El plan de cada proyecto, sus adicionales y el estado de su último pago."
        actions={
          canChange ? (
            <Button asChild colorPalette="primary">
              <Link href={props.agency ? `/plans/create?agency=${props.agency}` : '/plans/create'}>
                Contrata tu plan
              </Link>
            </Button>
          ) : null
        }
      />
      {props.agencies.length ? (
        <HStack mb="4">
          <FilterSelect
            label="Inmobiliaria"
            value={props.agency}
            options={props.agencies}
            allLabel="Todas las inmobiliarias"
            onChange={props.onAgencyChange}
          />
        </HStack>
      ) : null}
      {error ? <LoadError message={errorMessage(error)} onRetry={props.onRetry} /> : null}
      {error && rows.length === 0 ? null : (
        <DataTable
          caption="Planes de los proyectos"
          columns={columns}
          data={rows}
          loading={loading}
          getRowId={(row) => row.id}
          emptyText={
            props.agency ? 'Esta inmobiliaria no tiene proyectos.' : 'Aún no hay proyectos.'
          }
        />
      )}
      {page ? (
        <Pagination page={page} onPageChange={props.onPageChange} disabled={loading} />
      ) : null}
      <PlanChangeDialog
        project={props.changing}
        saving={props.saving}
        error={props.changeError}
        onConfirm={props.onChangeConfirm}
        onCancel={props.onChangeCancel}
      />
    </Box>
  );
}
