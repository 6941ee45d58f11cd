// The customer's credit profile (spec §3 Pre-approval: RUT, names, contact, nationality, civil
// status, worker type, labor seniority, monthly income, commune) and the co-debtor, if any.
import { Link, Text } from '@chakra-ui/react';
import { DetailsCard } from '../../components/details-card/details-card';
import { formatCLP } from '../../lib/format';
import { capitalized, monthsText, personName, rutText } from './preapproval-labels';
import type { PreapprovalCodebtor, PreapprovalCustomer } from './preapprovals.types';

const mail = (email: string | null | undefined) =>
  email ? <Link href={`mailto:${email}`}>{email}</Link> : '';
const phone = (number: string | null | undefined) =>
  number ? <Link href={`tel:${number.replace(/\s+/g, '')}`}>{number}</Link> : '';

export function PreapprovalCustomerCard({ customer }: { customer: PreapprovalCustomer | null }) {
  if (!customer)
    return (
      <DetailsCard title="Cliente">
        <Text color="fg.muted">La preaprobación no tiene cliente asociado.</Text>
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
        { label: 'Nacionalidad', value: customer.nationality },
        { label: 'Estado civil', value: capitalized(customer.civil_status) },
        { label: 'Tipo de trabajador', value: capitalized(customer.worker_type) },
        { label: 'Antigüedad laboral', value: monthsText(customer.labor_old) },
        { label: 'Renta mensual', value: formatCLP(customer.monthly_rent) },
        { label: 'Comuna', value: customer.commune?.name },
      ]}
    />
  );
}

export function PreapprovalCodebtorCard({ codebtor }: { codebtor: PreapprovalCodebtor | null }) {
  if (!codebtor)
    return (
      <DetailsCard title="Codeudor">
        <Text color="fg.muted">Postula sin codeudor.</Text>
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
