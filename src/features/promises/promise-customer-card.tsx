// The quotation's customer (spec §3: name, last name, RUT, email, phone, status).
import { Link } from '@chakra-ui/react';
import { DetailsCard } from '../../components/details-card/details-card';
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
    <DetailsCard
      title="Cliente"
      fields={[
        { label: 'Nombre', value: customer ? personName(customer) : '' },
        { label: 'RUT', value: rutText(customer) },
        { label: 'Correo', value: email ? <Link href={`mailto:${email}`}>{email}</Link> : '' },
        {
          label: 'Teléfono',
          value: phone ? <Link href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Link> : '',
        },
        // Only the request's query reads the customer's status; the order's does not.
        ...(customer?.status !== undefined
          ? [{ label: 'Estado del cliente', value: customer.status }]
          : []),
      ]}
    />
  );
}
