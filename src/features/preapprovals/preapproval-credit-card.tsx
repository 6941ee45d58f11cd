// The home and the credit asked: project and commune, property type, value and pie in UF, the
// amount to finance, the term in years, the subsidy, and the document attached by staff.
import { Link, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { DetailsCard } from '../../components/details-card/details-card';
import { StatusBadge } from '../../components/status-badge/status-badge';
import { formatDate, formatUF } from '../../lib/format';
import { preapprovalStatus } from '../../shared/sales-status';
import { documentHref, yearsText } from './preapproval-labels';
import type { PreapprovalDetail } from './preapprovals.types';

// Both amounts are UF with two decimals: rounding the difference avoids 1935.4499999.
const financed = (property: number | null, foot: number | null) =>
  property === null || foot === null ? null : Math.round((property - foot) * 100) / 100;

function DocumentLink({ url }: { url: string | null }) {
  if (!url) return <Text color="fg.muted">Sin documento adjunto.</Text>;
  return (
    <Link href={documentHref(url)} target="_blank" rel="noopener noreferrer" colorPalette="primary">
      Ver documento
      <ExternalLink size={14} aria-hidden />
      <Text as="span" srOnly>
        (se abre en una pestaña nueva)
      </Text>
    </Link>
  );
}

export function PreapprovalCreditCard({ preapproval }: { preapproval: PreapprovalDetail }) {
  const { project } = preapproval;
  return (
    <DetailsCard
      title="Vivienda y crédito"
      fields={[
        {
          label: 'Estado',
          value: <StatusBadge table={preapprovalStatus} value={preapproval.status} />,
        },
        { label: 'Solicitada el', value: formatDate(preapproval.created_at) },
        {
          label: 'Proyecto',
          value: project ? [project.name, project.commune?.name].filter(Boolean).join(', ') : '',
        },
        { label: 'Tipo de vivienda', value: preapproval.property_type },
        { label: 'Valor de la vivienda', value: formatUF(preapproval.amount_property) },
        { label: 'Pie', value: formatUF(preapproval.amount_foot) },
        {
          label: 'Monto a financiar',
          value: formatUF(financed(preapproval.amount_property, preapproval.amount_foot)),
        },
        { label: 'Plazo del crédito', value: yearsText(preapproval.credit_term) },
        { label: 'Subsidio', value: preapproval.subsidytype?.name ?? 'Sin subsidio' },
        { label: 'Descripción', value: preapproval.description },
        { label: 'Documento', value: <DocumentLink url={preapproval.document_url} /> },
      ]}
    />
  );
}
