// The price part of «Finalizar»: each concept a month per project, the monthly total for all the
// chosen projects in UF and, when a UF value is known, its estimate in pesos.
import { Card, Stack, Table, Text } from '@chakra-ui/react';
import { formatCLP, formatDate, formatUF } from '../../lib/format';
import type { ContractSummary, UfReference } from './plan-summary';

export function PlanSummaryCard(props: {
  summary: ContractSummary;
  projectCount: number;
  uf: UfReference | null;
}) {
  const { summary, projectCount, uf } = props;
  const projectsText = projectCount === 1 ? '1 proyecto' : `${projectCount} proyectos`;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Valor mensual</Card.Title>
      </Card.Header>
      <Card.Body>
        <Table.Root size="sm" aria-label="Detalle del valor mensual">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Concepto</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Cantidad</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Por proyecto al mes</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {summary.lines.map((line) => (
              <Table.Row key={line.label}>
                <Table.Cell>{line.label}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end">
                  {line.unitUf === null ? 'A convenir' : formatUF(line.unitUf * line.quantity)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Stack gap="1" mt="4" align="flex-end" textAlign="end">
          <Text fontWeight="semibold" textStyle="lg">
            {`Total mensual (${projectsText}): ${formatUF(summary.totalUf)}`}
          </Text>
          {uf ? (
            <Text color="fg.muted" textStyle="sm">
              {`≈ ${formatCLP(summary.totalUf * uf.value)} con la UF de ${formatCLP(uf.value)} del ${formatDate(uf.date)}`}
            </Text>
          ) : (
            <Text color="fg.muted" textStyle="sm">
              El monto en pesos se calcula con el valor de la UF del día del pago.
            </Text>
          )}
          {summary.unpriced ? (
            <Text color="fg.muted" textStyle="sm">
              Los adicionales «a convenir» se cotizan aparte y no están en el total.
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
