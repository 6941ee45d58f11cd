import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { formatRut } from '../../../shared/rut';
import {
  communes,
  customers,
  parkingLots,
  projects,
  properties,
  propertyQuotations,
  quotations,
  realStateAgencies,
  warehouses,
} from '../../db/schema';
import { projectScope } from '../projects/project-scope';
import { fullName, statusLabel } from './export-labels';
import { createdWithin, quotationParams } from './export-params';
import { firstQuotedUnit } from './quoted-unit';
import { sheetExport } from './sheet-export';

// Cotizaciones (spec §3: quotation with customer and commune, quoted unit and complements, and
// whether it led to a booking or a promise), with the list's filters.

const booked = sql<boolean>`exists (select 1 from booking_requests b
  where b.quotation_id = ${quotations.id})`;
const promised = sql<boolean>`exists (select 1 from promise_requests p
  where p.quotation_id = ${quotations.id})`;

export const quotationsExport = sheetExport({
  type: 'quotations',
  operation: 'requestQuotationsFile',
  fileBaseName: 'Cotizaciones',
  where(viewer, params) {
    const p = quotationParams.parse(params);
    return and(
      projectScope.condition(viewer),
      p.project_id ? eq(quotations.project_id, p.project_id) : undefined,
      p.real_state_agency ? eq(projects.real_state_agency_id, p.real_state_agency) : undefined,
      createdWithin(quotations.created_at, p.date_ini, p.date_end),
    );
  },
  async count(db, where) {
    const [row] = await db
      .select({ n: count() })
      .from(quotations)
      .innerJoin(projects, eq(projects.id, quotations.project_id))
      .where(where);
    return row?.n ?? 0;
  },
  page: (db, where, before, limit) =>
    db
      .select({
        id: quotations.id,
        created_at: quotations.created_at,
        status: quotations.status,
        origin: quotations.origin,
        project: projects.name,
        agency: realStateAgencies.name,
        name: customers.name,
        last_name: customers.last_name,
        rut: customers.rut,
        rut_dv: customers.rut_dv,
        email: customers.email,
        phone: customers.phone,
        commune: communes.name,
        minimum_rent: quotations.minimum_rent,
        maximum_rent: quotations.maximum_rent,
        unit: properties.identifier,
        model: properties.model,
        unit_price: propertyQuotations.property_price,
        warehouse: warehouses.identifier,
        warehouse_price: propertyQuotations.warehouse_price,
        parking_lot: parkingLots.identifier,
        parking_lot_price: propertyQuotations.parking_lot_price,
        price: propertyQuotations.price,
        booked,
        promised,
      })
      .from(quotations)
      .innerJoin(projects, eq(projects.id, quotations.project_id))
      .innerJoin(realStateAgencies, eq(realStateAgencies.id, projects.real_state_agency_id))
      .innerJoin(customers, eq(customers.id, quotations.customer_id))
      .leftJoin(communes, eq(communes.id, customers.commune_id))
      .leftJoin(propertyQuotations, firstQuotedUnit(quotations.id))
      .leftJoin(properties, eq(properties.id, propertyQuotations.property_id))
      .leftJoin(warehouses, eq(warehouses.id, propertyQuotations.warehouse_id))
      .leftJoin(parkingLots, eq(parkingLots.id, propertyQuotations.parking_lot_id))
      .where(and(where, before === null ? undefined : lt(quotations.id, before)))
      .orderBy(desc(quotations.id))
      .limit(limit),
  columns: () => [
    { header: 'ID', kind: 'int', value: (r) => r.id },
    { header: 'Fecha', kind: 'datetime', value: (r) => r.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, value: (r) => r.project },
    { header: 'Inmobiliaria', kind: 'text', width: 24, value: (r) => r.agency },
    { header: 'Cliente', kind: 'text', width: 28, value: (r) => fullName(r.name, r.last_name) },
    { header: 'RUT', kind: 'text', width: 13, value: (r) => formatRut(r.rut, r.rut_dv) },
    { header: 'Correo', kind: 'text', width: 30, value: (r) => r.email },
    { header: 'Teléfono', kind: 'text', width: 16, value: (r) => r.phone },
    { header: 'Comuna', kind: 'text', width: 18, value: (r) => r.commune },
    { header: 'Renta mínima (CLP)', kind: 'clp', value: (r) => r.minimum_rent },
    { header: 'Renta máxima (CLP)', kind: 'clp', value: (r) => r.maximum_rent },
    { header: 'Unidad', kind: 'text', value: (r) => r.unit },
    { header: 'Modelo', kind: 'text', width: 18, value: (r) => r.model },
    { header: 'Precio unidad (UF)', kind: 'uf', value: (r) => r.unit_price },
    { header: 'Bodega', kind: 'text', value: (r) => r.warehouse },
    { header: 'Precio bodega (UF)', kind: 'uf', value: (r) => r.warehouse_price },
    { header: 'Estacionamiento', kind: 'text', value: (r) => r.parking_lot },
    { header: 'Precio estacionamiento (UF)', kind: 'uf', value: (r) => r.parking_lot_price },
    { header: 'Precio total (UF)', kind: 'uf', value: (r) => r.price },
    { header: 'Estado', kind: 'text', value: (r) => statusLabel.quotation(r.status) },
    { header: 'Origen', kind: 'text', value: (r) => r.origin },
    { header: 'Reserva', kind: 'bool', value: (r) => r.booked },
    { header: 'Promesa', kind: 'bool', value: (r) => r.promised },
  ],
});
