/** Spanish names of the quotation fields its audit rows record. */
export const QUOTATION_FIELD_LABELS: Record<string, string> = {
  status: 'Estado',
  customer_id: 'Cliente',
  project_id: 'Proyecto',
  minimum_rent: 'Renta mínima',
  maximum_rent: 'Renta máxima',
  // Written by the expiry sweep (issue 31).
  reason: 'Motivo',
  expires_at: 'Vencimiento',
  validity_days: 'Días de vigencia',
};
