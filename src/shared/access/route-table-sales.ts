import { groups } from './roles';
import { rule, type RouteRule } from './route-rule';

const { admin, sales, managers, preapprovalList, preapprovalDetail } = groups;

/** Sales areas of spec §2 with the guards of §6 (first match wins). */
export const salesRoutes: readonly RouteRule[] = [
  rule('/quotations', ['Cotizaciones'], 'quotations', sales()),
  rule('/quotations/:id/details', ['Cotizaciones', 'Detalle de cotización'], 'quotations', sales()),
  rule(
    '/quotations/:id/audits',
    ['Cotizaciones', 'Auditoría de cotización'],
    'quotations',
    managers(),
  ),
  rule('/bookings-requests', ['Solicitud de Reservas'], 'bookings-requests', sales()),
  rule(
    '/bookings-requests/:id/details',
    ['Solicitud de Reservas', 'Detalle de solicitud'],
    'bookings-requests',
    sales(),
  ),
  rule('/bookings-orders', ['Pagos de Reservas'], 'bookings-orders', sales()),
  rule(
    '/bookings-orders/:id/details',
    ['Pagos de Reservas', 'Detalle de pago'],
    'bookings-orders',
    sales(),
  ),
  rule('/promises-requests', ['Solicitud de Promesas'], 'promises-requests', sales()),
  rule(
    '/promises-requests/:id/details',
    ['Solicitud de Promesas', 'Detalle de solicitud'],
    'promises-requests',
    sales(),
  ),
  rule('/promises-orders', ['Pagos de Promesas'], 'promises-orders', sales()),
  rule(
    '/promises-orders/:id/details',
    ['Pagos de Promesas', 'Detalle de pago'],
    'promises-orders',
    sales(),
  ),
  rule('/business', ['Negocios'], 'business', sales()),
  // Cross-agency duplicates by RUT (issue 34): only Admin sees other agencies' prospects.
  rule('/business/duplicates', ['Negocios', 'Prospectos duplicados'], 'business', admin()),
  rule('/preapprovals', ['Preaprobaciones'], 'preapprovals', preapprovalList()),
  rule(
    '/preapprovals/:id/details',
    ['Preaprobaciones', 'Detalle de preaprobación'],
    'preapprovals',
    preapprovalDetail(),
  ),
  // A parameter in the first segment: kept last so no literal route is ever shadowed by it.
  rule('/:id/business-details', ['Negocios', 'Detalle de negocio'], 'business', sales()),
];
