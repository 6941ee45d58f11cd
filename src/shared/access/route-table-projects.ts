import { groups } from './roles';
import { rule, STATUS_FLAG_ONLY, type RouteRule } from './route-rule';

const { admin, managers, sales } = groups;

/** Projects, units and plans (spec §2, guards of §6). */
export const projectRoutes: readonly RouteRule[] = [
  rule('/projects', ['Proyectos'], 'projects', sales(), STATUS_FLAG_ONLY),
  rule('/projects/create', ['Proyectos', 'Crear proyecto'], 'projects', managers()),
  rule('/projects/:id/edit', ['Proyectos', 'Editar proyecto'], 'projects', managers()),
  rule('/projects/:id/audits', ['Proyectos', 'Auditoría de proyecto'], 'projects', managers()),
  rule('/projects/:id/webhooks', ['Proyectos', 'Webhooks'], 'projects', admin()),
  rule(
    '/projects/:id/webhooks/audits',
    ['Proyectos', 'Webhooks', 'Auditoría de webhooks'],
    'projects',
    admin(),
  ),
  rule('/properties', ['Propiedades'], 'properties', sales(), STATUS_FLAG_ONLY),
  rule(
    '/projects/:id/availability',
    ['Propiedades', 'Grilla de disponibilidad'],
    'properties',
    sales(),
    STATUS_FLAG_ONLY,
  ),
  rule('/properties/create', ['Propiedades', 'Crear propiedad'], 'properties', sales()),
  rule('/properties/:id/details', ['Propiedades', 'Detalle de propiedad'], 'properties', sales()),
  rule('/properties/:id/audits', ['Propiedades', 'Auditoría de propiedad'], 'properties', admin()),
  rule(
    '/parkinglots/:id/details',
    ['Propiedades', 'Detalle de estacionamiento'],
    'properties',
    sales(),
  ),
  rule('/warehouses/:id/details', ['Propiedades', 'Detalle de bodega'], 'properties', sales()),
  rule('/plans/create', ['Planes', 'Contrata tu plan'], 'plans-create', managers()),
  rule('/plans/contract', ['Planes', 'Finalizar'], 'plans-create', managers()),
  rule('/plans/list', ['Planes', 'Proyectos'], 'plans-list', managers()),
];
