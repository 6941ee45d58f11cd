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
import { projectScope } from '../projects';
import { statusLabels } from './exports.labels.service';
import { quotationParams } from './exports.params.repository';
import { booked, promised, quotationsFrom, quotationsWhere } from './exports.quotations.repository';
import {
  creditPesosSql,
  dividendSql,
  incomeNeededSql,
  lineSql,
  programmeCreditSql,
  ufDateSql,
  ufValueSql,
} from './exports.financing.repository';
import { fullNameSql, rutSql } from './exports.sql.repository';
import { sheetExport } from './exports.sheet-export.repository';

// Cotizaciones (spec §3: quotation with customer and commune, quoted unit and complements, and
// whether it led to a booking or a promise), with the list's filters.

export const quotationsExport = sheetExport({
  type: 'quotations',
  operation: 'requestQuotationsFile',
  fileBaseName: 'Cotizaciones',
  id: quotations.id,
  from: quotationsFrom,
  where(viewer, params) {
    const p = quotationParams.parse(params);
    return quotationsWhere(projectScope.condition(viewer), p);
  },
  columns: () => [
    { header: 'ID', kind: 'int', sql: quotations.id },
    { header: 'Fecha', kind: 'datetime', sql: quotations.created_at },
    { header: 'Proyecto', kind: 'text', width: 28, sql: projects.name },
    { header: 'Inmobiliaria', kind: 'text', width: 24, sql: realStateAgencies.name },
    { header: 'Cliente', kind: 'text', width: 28, sql: fullNameSql(customers.name, customers.last_name) }, // prettier-ignore
    { header: 'RUT', kind: 'text', width: 13, sql: rutSql(customers.rut, customers.rut_dv) },
    { header: 'Correo', kind: 'text', width: 30, sql: customers.email },
    { header: 'Teléfono', kind: 'text', width: 16, sql: customers.phone },
    { header: 'Comuna', kind: 'text', width: 18, sql: communes.name },
    { header: 'Renta mínima (CLP)', kind: 'clp', sql: quotations.minimum_rent },
    { header: 'Renta máxima (CLP)', kind: 'clp', sql: quotations.maximum_rent },
    { header: 'Unidad', kind: 'text', sql: properties.identifier },
    { header: 'Modelo', kind: 'text', width: 18, sql: properties.model },
    { header: 'Precio unidad (UF)', kind: 'uf', sql: propertyQuotations.property_price },
    { header: 'Bodega', kind: 'text', sql: warehouses.identifier },
    { header: 'Precio bodega (UF)', kind: 'uf', sql: propertyQuotations.warehouse_price },
    { header: 'Estacionamiento', kind: 'text', sql: parkingLots.identifier },
    { header: 'Precio estacionamiento (UF)', kind: 'uf', sql: propertyQuotations.parking_lot_price }, // prettier-ignore
    { header: 'Precio total (UF)', kind: 'uf', sql: propertyQuotations.price },
    { header: 'Estado', kind: 'text', sql: quotations.status, labels: statusLabels.quotation },
    { header: 'Origen', kind: 'text', sql: quotations.origin },
    { header: 'Reserva', kind: 'bool', sql: booked },
    { header: 'Promesa', kind: 'bool', sql: promised },
    // Issue 34: the home's financing, general programme then DS15 (src/shared/financing).
    { header: 'Ahorro (UF)', kind: 'uf', sql: lineSql('general', 'savings') },
    { header: 'Subsidio base (UF)', kind: 'uf', sql: lineSql('general', 'base_subsidy') },
    { header: 'Bono de integración (UF)', kind: 'uf', sql: lineSql('general', 'bonus_integration') }, // prettier-ignore
    { header: 'Bono de captación (UF)', kind: 'uf', sql: lineSql('general', 'bonus_recruitment') }, // prettier-ignore
    { header: 'Crédito hipotecario (UF)', kind: 'uf', sql: programmeCreditSql('general') },
    { header: 'Crédito hipotecario (CLP)', kind: 'clp', sql: creditPesosSql('general') },
    { header: 'Dividendo estimado (UF)', kind: 'uf', sql: dividendSql('general') },
    { header: 'Renta necesaria (CLP)', kind: 'clp', sql: incomeNeededSql('general') },
    { header: 'Ahorro DS15 (UF)', kind: 'uf', sql: lineSql('ds15', 'savings') },
    { header: 'Subsidio base DS15 (UF)', kind: 'uf', sql: lineSql('ds15', 'base_subsidy') },
    { header: 'Crédito hipotecario DS15 (UF)', kind: 'uf', sql: programmeCreditSql('ds15') },
    { header: 'Crédito hipotecario DS15 (CLP)', kind: 'clp', sql: creditPesosSql('ds15') },
    { header: 'Valor UF usado (CLP)', kind: 'number', sql: ufValueSql },
    { header: 'Fecha valor UF', kind: 'text', sql: ufDateSql },
  ],
});
