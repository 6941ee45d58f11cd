// /plans/contract «Finalizar» without the server: what is contracted for which projects, the
// monthly price, and «Confirmar». A refusal (the agency's limit) shows above the buttons.
import { Box, Button, Card, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/network/errors';
import { planName } from '../../shared/plans';
import { PlanLimitAlert } from './plan-limit-alert';
import type { ContractSummary, UfReference } from './plan-summary';
import { PlanSummaryCard } from './plan-summary-card';
import type { PlanProject } from './plans.types';

export interface PlanContractViewProps {
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  agencyName: string;
  /** The chosen projects that exist; empty = nothing to contract. */
  projects: readonly PlanProject[];
  plan: number | null;
  summary: ContractSummary | null;
  uf: UfReference | null;
  /** The agency's restriction, checked before confirming. */
  limitProblem: string | null;
  saving: boolean;
  saveError: string | null;
  backHref: string;
  onConfirm(): void;
}

export function PlanContractView(props: PlanContractViewProps) {
  const { projects, plan, summary } = props;
  const header = (
    <PageHeader title="Finalizar" description="Revisa tu contratación y confírmala." />
  );
  if (props.loading) {
    return (
      <Box>
        {header}
        <Stack gap="3" role="status" aria-busy="true" aria-label="Cargando resumen">
          <Skeleton h="24" />
          <Skeleton h="40" />
        </Stack>
      </Box>
    );
  }
  if (props.error) {
    return (
      <Box>
        {header}
        <LoadError message={errorMessage(props.error)} onRetry={props.onRetry} />
      </Box>
    );
  }
  if (!projects.length || plan === null || !summary) {
    return (
      <Box>
        {header}
        <FormAlert status="info" title="No hay nada que contratar">
          Elige al menos un proyecto y un plan en «Contrata tu plan».
        </FormAlert>
        <Button asChild mt="4" variant="outline">
          <Link href="/plans/create">Ir a Contrata tu plan</Link>
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      {header}
      <Stack gap="4">
        <Card.Root>
          <Card.Header>
            <Card.Title>{`${planName(plan)} para ${props.agencyName}`}</Card.Title>
          </Card.Header>
          <Card.Body>
            <List.Root ps="4" aria-label="Proyectos de la contratación">
              {projects.map((p) => (
                <List.Item key={p.id}>
                  <Text as="span" fontWeight="medium">
                    {p.name}
                  </Text>{' '}
                  <Text as="span" color="fg.muted">{`(hoy ${planName(p.plan)})`}</Text>
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
        <PlanSummaryCard summary={summary} projectCount={projects.length} uf={props.uf} />
        <PlanLimitAlert message={props.saveError ? null : props.limitProblem} />
        {props.saveError ? (
          <FormAlert title="No se confirmó la contratación">{props.saveError}</FormAlert>
        ) : null}
        <HStack justify="space-between">
          {props.saving ? (
            // A link cannot be disabled: while the contract saves, «Volver» is a disabled button.
            <Button variant="outline" disabled>
              Volver
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link href={props.backHref}>Volver</Link>
            </Button>
          )}
          <Button
            colorPalette="primary"
            onClick={props.onConfirm}
            loading={props.saving}
            loadingText="Confirmando"
            disabled={props.limitProblem !== null}
          >
            Confirmar
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
