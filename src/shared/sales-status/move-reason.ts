// Why a record moved without a person choosing the move, as audit rows store it (`reason`): the
// history reads it in Spanish. An unknown code is shown as stored.
const MOVE_REASONS: Record<string, string> = {
  payment_confirmed: 'Pago confirmado por la pasarela',
  order_approved: 'Orden de pago aprobada',
  validity_elapsed: 'Venció el plazo del proyecto',
};

export function moveReasonLabel(code: string): string {
  return MOVE_REASONS[code] ?? code;
}
