// The quotation's customer (spec §3: name, last name, RUT, email, phone, status).
import { Card, Heading, Link } from '@chakra-ui/react';
import { DetailList } from './detail-list';
import { personName, rutText } from './promise-labels';

export interface PromiseCustomer {
  name: string;
  last_name?: string | null;
  rut?: string | null;
  rut_dv?: string | null;
  email?: string | null;
  phone?: string | null;
  status?: string | null;
}

export function PromiseCustomerCard({
  customer,
}: {
  customer: PromiseCustomer | null | undefined;
}) {
  const { email, phone } = customer ?? {};
  return (
    <Card.Root as="section" aria-labelledby="customer-heading">
      <Card.Header>
        <Heading as="h2" id="customer-heading" size="md">
          Cliente
        </Heading>
      </Card.Header>
      <Card.Body>
        <DetailList
          items={[
            { label: 'Nombre', value: customer ? personName(customer) : '' },
            { label: 'RUT', value: rutText(customer) },
            { label: 'Correo', value: email ? <Link href={`mailto:${email}`}>{email}</Link> : '' },
            {
              label: 'Teléfono',
              value: phone ? <Link href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Link> : '',
            },
            ...(customer?.status !== undefined
              ? [{ label: 'Estado del cliente', value: customer.status }]
              : []),
          ]}
        />
      </Card.Body>
    </Card.Root>
  );
}
