// Spanish labels of a plan payment's state (the SDL's pending | paid | cancelled).
export const paymentStatusLabels: Readonly<Record<string, { label: string; tone: string }>> = {
  pending: { label: 'Pago pendiente', tone: 'orange' },
  paid: { label: 'Pagado', tone: 'green' },
  cancelled: { label: 'Anulado', tone: 'gray' },
};

export const paymentStatusOf = (status: string) =>
  paymentStatusLabels[status] ?? { label: status, tone: 'gray' };
