import type { ProspectCard } from './board.types';

/** 'Camila Andrea Rojas Soto'; 'Sin cliente' when the prospect lost its customer. */
export function customerName(card: Pick<ProspectCard, 'customer'>): string {
  const { customer } = card;
  return customer ? [customer.name, customer.last_name].filter(Boolean).join(' ') : 'Sin cliente';
}
