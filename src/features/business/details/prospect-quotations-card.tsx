// The quotations the customer took for this prospect, newest as the server lists them: date,
// status, the quoted homes at their UF price and the rent range, each with a way to its page.
import { Box, Button, DataList, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { DetailsCard } from '../../../components/details-card/details-card';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatCLP, formatDate, formatUF } from '../../../lib/format';
import { quotationStatus } from '../../../shared/sales-status';
import type { ProspectQuotationDetail } from './business-details.types';

type Quotation = NonNullable<ProspectQuotationDetail['quotation']>;

function QuotedUnits({ quotation }: { quotation: Quotation }) {
  if (quotation.propertyquotation.length === 0)
    return <Text color="fg.muted">La cotización no tiene unidades.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>Unidades de la cotización N° {quotation.id}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Unidad</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Modelo</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Precio cotizado
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quotation.propertyquotation.map((unit) => (
            <Table.Row key={unit.id}>
              <Table.Cell>{unit.property?.identifier ?? '—'}</Table.Cell>
              <Table.Cell>{unit.property?.model ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatUF(unit.price)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function QuotationEntry({ quotation }: { quotation: Quotation }) {
  const title = `Cotización N° ${quotation.id}`;
  return (
    <Box as="article" aria-label={title} borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <StatusBadge table={quotationStatus} value={quotation.status} />
        </HStack>
        <Button asChild size="xs" variant="outline" colorPalette="gray">
          <Link href={`/quotations/${quotation.id}/details`} aria-label={`Ver ${title}`}>
            Ver cotización
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" mb="3">
        {[
          ['Fecha', formatDate(quotation.created_at)],
          ['Renta mínima', formatCLP(quotation.minimum_rent)],
          ['Renta máxima', formatCLP(quotation.maximum_rent)],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <QuotedUnits quotation={quotation} />
    </Box>
  );
}

export function ProspectQuotationsCard({
  quotations,
}: {
  quotations: readonly ProspectQuotationDetail[];
}) {
  const present = quotations.flatMap((link) => (link.quotation ? [link.quotation] : []));
  return (
    <DetailsCard title="Cotización">
      {present.length === 0 ? (
        <Text color="fg.muted">El cliente no tiene cotizaciones en este negocio.</Text>
      ) : (
        <Stack gap="3">
          {present.map((quotation) => (
            <QuotationEntry key={quotation.id} quotation={quotation} />
          ))}
        </Stack>
      )}
    </DetailsCard>
  );
}
