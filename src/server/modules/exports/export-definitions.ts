import type { ExportDefinition, ExportDefinitions } from './exports.job-types';
import { bookingOrdersExport, bookingRequestsExport } from './bookings.export';
import {
  enterpriseExport,
  formHomeExport,
  formSectionExport,
  newsletterExport,
} from './contact-forms.export';
import { contactsExport } from './contacts.export';
import { preapprovalsExport } from './preapprovals.export';
import { promiseOrdersExport, promiseRequestsExport } from './promises.export';
import { prospectsExport } from './prospects.export';
import { quotationsExport } from './quotations.export';

/** Every export the runner can produce, by export_jobs.type. */
const all: readonly ExportDefinition[] = [
  bookingRequestsExport,
  bookingOrdersExport,
  promiseRequestsExport,
  promiseOrdersExport,
  preapprovalsExport,
  prospectsExport,
  quotationsExport,
  contactsExport,
  newsletterExport,
  enterpriseExport,
  formSectionExport,
  formHomeExport,
];

const byType = new Map(all.map((definition) => [definition.type, definition]));

export const exportDefinitions: ExportDefinitions = (type) => byType.get(type);
