// The customer of the prospect (spec §3 Prospect: name, RUT, email, phone, status, subsidy, the
// "rukaneado" flag) and the co-debtor who applies with them, if any.
import { Link, Text } from '@chakra-ui/react';
import { DetailsCard } from '../../../components/details-card/details-card';
import { formatCLP } from '../../../lib/format';
import { capitalized, personName, rutText, yesNo } from './business-labels';
import type { ProspectCustomer } from './business-details.types';

const mail = (email: string | null) => (email ? <Link href={`mailto:${email}`}>{email}</Link> : '');
const phone = (number: string | null) =>
  number ? <Link href={`tel:${number.replace(/\s+/g, '')}`}>{number}</Link> : '';

export function ProspectCustomerCard({ customer }: { customer: ProspectCustomer | null }) {
  if (!customer)
    return (
      <DetailsCard title="Cliente">
        <Text color="fg.muted">El negocio no tiene cliente asociado.</Text>
      </DetailsCard>
    );
  return (
    <DetailsCard
      title="Cliente"
      fields={[
        { label: 'Nombre', value: personName(customer) },
        { label: 'RUT', value: rutText(customer) },
        { label: 'Correo', value: mail(customer.email) },
        { label: 'Teléfono', value: phone(customer.phone) },
        { label: 'Estado', value: customer.status },
        { label: 'Subsidio', value: customer.subsidio ?? 'Sin subsidio' },
        { label: 'Rukan vigente', value: yesNo(customer.rukaneado) },
      ]}
    />
  );
}

export function ProspectCodebtorCard({ customer }: { customer: ProspectCustomer | null }) {
  const codebtor = customer?.codebtor ?? null;
  if (!codebtor)
    return (
      <DetailsCard
        title="Codeudor"
        // An older record may name its co-debtor without their details.
        fields={customer?.codeudor_name ? [{ label: 'Nombre', value: customer.codeudor_name }] : []}
      >
        {customer?.codeudor_name ? null : <Text color="fg.muted">Postula sin codeudor.</Text>}
      </DetailsCard>
    );
  return (
    <DetailsCard
      title="Codeudor"
      fields={[
        { label: 'Nombre', value: personName(codebtor) },
        { label: 'Relación con el cliente', value: capitalized(codebtor.relation) },
        { label: 'RUT', value: rutText(codebtor) },
        { label: 'Correo', value: mail(codebtor.email) },
        { label: 'Teléfono', value: phone(codebtor.phone) },
        { label: 'Renta mensual', value: formatCLP(codebtor.monthly_rent) },
      ]}
    />
  );
}
