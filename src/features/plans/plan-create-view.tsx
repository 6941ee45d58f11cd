// /plans/create «Contrata tu plan» without the server: the agency (when the viewer works with
// more than one), its projects, the plan and the additional plans; «Continuar» goes to the
// summary with the whole choice in the URL.
import { Box, Button, Card, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { FilterSelect } from '../../components/filter-select/filter-select';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/network/errors';
import { AdditionalsField, PlanField, ProjectsField } from './plan-choice-fields';
import { PlanLimitAlert, limitProblem } from './plan-limit-alert';
import { selectionSearch } from './plan-selection';
import type { AdditionalType, Option, PlanProject, PlanSelection } from './plans.types';

export interface PlanCreateViewProps {
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The agencies of the viewer's projects; the select shows when there is more than one. */
  agencies: readonly Option[];
  /** The chosen agency's projects. */
  projects: readonly PlanProject[];
  additionalTypes: readonly AdditionalType[];
  selection: PlanSelection;
  onChange(selection: PlanSelection): void;
}

export function PlanCreateView(props: PlanCreateViewProps) {
  const { selection, onChange, projects } = props;
  const problem = limitProblem(projects, selection.projects, selection.plan);
  const ready = selection.projects.length > 0 && selection.plan !== null;
  return (
    <Box>
      <PageHeader
        title="Contrata tu plan"
        description="Elige los proyectos, el plan y los adicionales; en el paso siguiente revisas el resumen y confirmas."
      />
      {props.error ? (
        <LoadError message={errorMessage(props.error)} onRetry={props.onRetry} />
      ) : null}
      {props.loading ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Cargando planes">
          <Skeleton h="10" />
          <Skeleton h="32" />
          <Skeleton h="24" />
        </Stack>
      ) : props.error ? null : (
        <Card.Root>
          <Card.Body>
            <Stack gap="6">
              {props.agencies.length > 1 ? (
                <HStack>
                  <FilterSelect
                    label="Inmobiliaria"
                    value={selection.agency}
                    options={props.agencies}
                    allLabel="Elige una inmobiliaria"
                    onChange={(agency) => onChange({ ...selection, agency, projects: [] })}
                  />
                </HStack>
              ) : null}
              {selection.agency ? (
                <ProjectsField
                  projects={projects}
                  chosen={selection.projects}
                  onChange={(ids) => onChange({ ...selection, projects: ids })}
                />
              ) : null}
              <PlanField
                plan={selection.plan}
                onChange={(plan) => onChange({ ...selection, plan })}
              />
              <AdditionalsField
                types={props.additionalTypes}
                chosen={selection.additionals}
                onChange={(additionals) => onChange({ ...selection, additionals })}
              />
              <PlanLimitAlert message={problem} />
              <HStack justify="flex-end">
                {ready ? (
                  <Button asChild colorPalette="primary">
                    <Link href={`/plans/contract?${selectionSearch(selection)}`}>Continuar</Link>
                  </Button>
                ) : (
                  <Button colorPalette="primary" disabled>
                    Continuar
                  </Button>
                )}
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}
