// Parts the promise screens share: the customer in a list cell and in its card (the sales-record
// person pieces), the way to a record's details, and the words of the payments card.
import { Button } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { PersonCard } from '../../components/sales-record/person-card';
import { PersonCell } from '../../components/sales-record/person-cell';
import { personName, rutText } from './promise-labels';

/** The quotation's customer (spec §3: name, last name, RUT, email, phone, status). */
export interface PromiseCustomer {
  name: string;
  last_name?: string | null;
  rut?: string | null;
  rut_dv?: string | null;
  email?: string | null;
  phone?: string | null;
  status?: string | null;
}

export function CustomerCell({ customer }: { customer: PromiseCustomer | null | undefined }) {
  return (
    <PersonCell
      name={customer ? personName(customer) : null}
      lines={[rutText(customer)]}
      emptyText="Sin cliente"
    />
  );
}

export function CustomerCard({ customer }: { customer: PromiseCustomer | null | undefined }) {
  return (
    <PersonCard
      title="Cliente"
      person={
        customer
          ? {
              name: personName(customer),
              rut: rutText(customer),
              email: customer.email,
              phone: customer.phone,
            }
          : null
      }
      // Only the request's query reads the customer's status; the order's does not.
      extraFields={
        customer?.status !== undefined
          ? [{ label: 'Estado del cliente', value: customer.status }]
          : []
      }
    />
  );
}

/** «Ver detalle», named for screen readers after the record it opens. */
export function DetailsLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild size="xs" variant="outline" colorPalette="gray">
      <Link href={href} aria-label={label}>
        <Eye aria-hidden />
        Ver detalle
      </Link>
    </Button>
  );
}

export const PAYMENTS_TITLE = 'Pagos';
export const NO_PAYMENTS = 'Aún no hay pagos registrados.';
