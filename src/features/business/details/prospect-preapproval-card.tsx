// The prospect's pre-approval as the pre-approvals pages show it: status, the home asked for in
// UF, the credit term and the subsidy, with a way to its own page.
import { Button, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { DetailsCard } from '../../../components/details-card/details-card';
import { StatusBadge } from '../../../components/status-badge/status-badge';
import { formatDate, formatUF } from '../../../lib/format';
import { preapprovalStatus } from '../../../shared/sales-status';
import { yearsText } from './business-labels';
import type { ProspectApprovalDetail } from './business-details.types';

// Both amounts are UF with two decimals: rounding the difference avoids 1935.4499999.
const financed = (property: number | null, foot: number | null) =>
  property === null || foot === null ? null : Math.round((property - foot) * 100) / 100;

export function ProspectPreapprovalCard({ approval }: { approval: ProspectApprovalDetail | null }) {
  if (!approval)
    return (
      <DetailsCard title="Preaprobación">
        <Text color="fg.muted">El cliente no ha pedido preaprobación.</Text>
      </DetailsCard>
    );
  const preapproval = approval.preapproval;
  const status = (
    <StatusBadge table={preapprovalStatus} value={preapproval?.status ?? approval.status} />
  );
  return (
    <DetailsCard
      title="Preaprobación"
      actions={
        preapproval ? (
          <Button asChild size="xs" variant="outline" colorPalette="gray">
            <Link href={`/preapprovals/${preapproval.id}/details`}>
              Ver preaprobación
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : null
      }
      fields={
        preapproval
          ? [
              { label: 'Estado', value: status },
              { label: 'Solicitada el', value: formatDate(preapproval.created_at) },
              { label: 'Tipo de vivienda', value: preapproval.property_type },
              { label: 'Valor de la vivienda', value: formatUF(preapproval.amount_property) },
              { label: 'Pie', value: formatUF(preapproval.amount_foot) },
              {
                label: 'Monto a financiar',
                value: formatUF(financed(preapproval.amount_property, preapproval.amount_foot)),
              },
              { label: 'Plazo del crédito', value: yearsText(preapproval.credit_term) },
              { label: 'Subsidio', value: preapproval.subsidytype?.name ?? 'Sin subsidio' },
            ]
          : [{ label: 'Estado', value: status }]
      }
    />
  );
}
