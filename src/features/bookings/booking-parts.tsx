// Parts the booking screens share: the record number linking to its details page, the contact
// who asked (in a list cell and as a person of the sales-record cards), links inside the cards and
// the words of the payments card.
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { Person } from '../../components/sales-record/person-card';
import { PersonCell } from '../../components/sales-record/person-cell';
import { formatRut } from '../../lib/format';

export function RecordLink({ href, id, name }: { href: string; id: string; name: string }) {
  return (
    <ChakraLink asChild fontWeight="medium" colorPalette="primary" whiteSpace="nowrap">
      <Link href={href} aria-label={`${name} N° ${id}`}>
        {id}
      </Link>
    </ChakraLink>
  );
}

export interface ContactCellProps {
  contact: {
    name: string;
    rut: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
}

export function ContactCell({ contact }: ContactCellProps) {
  const reach = [contact?.email, contact?.phone].filter(Boolean).join(' · ');
  return (
    <PersonCell
      name={contact?.name ?? null}
      lines={[contact?.rut ? `RUT ${formatRut(contact.rut)}` : null, reach]}
      emptyText="Sin contacto"
    />
  );
}

/** A link to another page inside a details card ('Cotización N° 50230', the unit). */
export function PageLink({ href, text }: { href: string; text: string }) {
  return (
    <ChakraLink asChild colorPalette="primary" fontWeight="medium">
      <Link href={href}>{text}</Link>
    </ChakraLink>
  );
}

type Contact = ContactCellProps['contact'];

/** The contact as the sales-record person card shows it, the RUT formatted. */
export function contactPerson(contact: Contact): Person | null {
  return contact ? { ...contact, rut: contact.rut ? formatRut(contact.rut) : null } : null;
}

export const PAYMENTS_TITLE = 'Pagos informados por la pasarela';
export const NO_PAYMENTS = 'La pasarela aún no informa pagos de esta reserva.';
