// The customer's credit profile (spec §3 Pre-approval: RUT, names, contact, nationality, civil
// status, worker type, labor seniority, monthly income, commune) and the co-debtor, if any.
import { Card, Heading, Link, Separator, Text } from '@chakra-ui/react';
import { formatCLP } from '../../lib/format';
import { DetailList } from './detail-list';
import { capitalized, monthsText, personName, rutText } from './preapproval-labels';
import type { PreapprovalCodebtor, PreapprovalCustomer } from './preapprovals.types';

const mail = (email: string | null | undefined) =>
  email ? <Link href={`mailto:${email}`}>{email}</Link> : '';
const phone = (number: string | null | undefined) =>
  number ? <Link href={`tel:${number.replace(/\s+/g, '')}`}>{number}</Link> : '';

function CodebtorSection({ codebtor }: { codebtor: PreapprovalCodebtor | null }) {
  return (
    <section aria-labelledby="codebtor-heading">
      <Heading as="h3" id="codebtor-heading" size="sm" mb="3">
        Codeudor
      </Heading>
      {codebtor ? (
        <DetailList
          items={[
            { label: 'Nombre', value: personName(codebtor) },
            { label: 'Relación con el cliente', value: capitalized(codebtor.relation) },
            { label: 'RUT', value: rutText(codebtor) },
            { label: 'Correo', value: mail(codebtor.email) },
            { label: 'Teléfono', value: phone(codebtor.phone) },
            { label: 'Renta mensual', value: formatCLP(codebtor.monthly_rent) },
          ]}
        />
      ) : (
        <Text color="fg.muted">Postula sin codeudor.</Text>
      )}
    </section>
  );
}

export function PreapprovalCustomerCard({ customer }: { customer: PreapprovalCustomer | null }) {
  return (
    <Card.Root as="section" aria-labelledby="customer-heading">
      <Card.Header>
        <Heading as="h2" id="customer-heading" size="md">
          Cliente
        </Heading>
      </Card.Header>
      <Card.Body gap="5">
        {customer ? (
          <>
            <DetailList
              items={[
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
            <Separator />
            <CodebtorSection codebtor={customer.codebtor} />
          </>
        ) : (
          <Text color="fg.muted">La preaprobación no tiene cliente asociado.</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
