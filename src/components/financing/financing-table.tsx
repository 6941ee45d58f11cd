// How a home is paid for under each programme that applies to it: price, contributions and the
// credit that remains (concepto, UF, pesos), what the quotation's income band makes of the credit,
// and the assumptions behind that comparison. A missing value reads as its Spanish sentence.
import { Badge, Box, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import type { FinancingFieldsFragment } from '../../../graphql/generated/client/graphql';
import { formatCLP, formatUF } from '../../lib/format';
import { UfOfDayNote } from './uf-of-day-note';

type Programme = FinancingFieldsFragment['programmes'][number];

function ProgrammeTable({ programme }: { programme: Programme }) {
  return (
    <Stack gap="2">
      <Box>
        <Heading as="h3" size="sm">
          {programme.name}
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          Fuente: {programme.source}
        </Text>
      </Box>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption srOnly>{`Financiamiento: ${programme.name}`}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Concepto</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                UF
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Pesos
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {programme.lines.map((line) => (
              <Table.Row key={line.key} fontWeight={line.key === 'credit' ? 'semibold' : undefined}>
                <Table.Cell>
                  {line.concept}
                  {line.note ? (
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                      {line.note}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {line.uf === null ? '—' : formatUF(line.uf)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {line.pesos === null ? '—' : formatCLP(line.pesos)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {programme.income ? (
        <Box role="group" aria-label={`Renta del cliente: ${programme.name}`}>
          <Text fontSize="sm">
            <Text as="span" fontWeight="medium">
              Rango de renta:{' '}
            </Text>
            {programme.income.minimum_rent === null && programme.income.maximum_rent === null
              ? 'sin renta registrada'
              : `${formatCLP(programme.income.minimum_rent) || '—'} a ${formatCLP(programme.income.maximum_rent) || '—'}`}
          </Text>
          <Text fontSize="sm">{programme.income.text}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}

export function FinancingTable({ financing }: { financing: FinancingFieldsFragment }) {
  const withIncome = financing.programmes.some((p) => p.income);
  return (
    <Stack gap="4">
      <UfOfDayNote uf={financing.uf} />
      {financing.programmes.map((programme) => (
        <ProgrammeTable key={programme.key} programme={programme} />
      ))}
      {withIncome ? (
        <Box>
          <Heading as="h3" size="xs">
            Supuestos del cálculo de renta
          </Heading>
          <List.Root fontSize="sm" ps="5">
            {financing.assumptions.map((a) => (
              <List.Item key={a.key}>
                {a.label}: {a.text}{' '}
                {a.supuesto ? (
                  <Badge size="sm" colorPalette="orange" title={a.source}>
                    supuesto
                  </Badge>
                ) : null}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
