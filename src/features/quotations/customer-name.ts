/** 'Camila Andrea Rojas Soto'; 'Sin cliente' when the quotation lost its customer. */
export function customerName(
  customer: { name: string; last_name: string | null } | null | undefined,
): string {
  return customer ? [customer.name, customer.last_name].filter(Boolean).join(' ') : 'Sin cliente';
}
