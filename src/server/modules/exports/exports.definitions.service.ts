import type { ExportDefinition, ExportDefinitions } from './exports.job-types.service';
import { bookingOrdersExport, bookingRequestsExport } from './exports.bookings.export';
import {
  enterpriseExport,
  formHomeExport,
  formSectionExport,
  newsletterExport,
} from './exports.contact-forms.export';
import { contactsExport } from './exports.contacts.export';
import { preapprovalsExport } from './exports.preapprovals.export';
import { promiseOrdersExport, promiseRequestsExport } from './exports.promises.export';
import { prospectsExport } from './exports.prospects.export';
import { quotationsExport } from './exports.quotations.export';

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
