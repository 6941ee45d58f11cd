import { groups } from './roles';
import { IMPLEMENTED, STATUS_FLAG, mutation, query, type OperationRule } from './operation-rule';

const { admin, managers, sales, home, preapprovalList, preapprovalDetail } = groups;

/** Projects, units, spreadsheets, webhooks, plans and the sales pipeline. All agency-scoped. */
export const salesOperations: Readonly<Record<string, OperationRule>> = {
  projects: query(sales(), 'agency', { ...STATUS_FLAG, ...IMPLEMENTED }),
  // Project pickers of every screen (dashboard included) read it.
  projectsrelatedtome: query('authenticated', 'agency', IMPLEMENTED),
  createProject: mutation(managers(), 'agency', IMPLEMENTED),
  editProject: mutation(managers(), 'agency', IMPLEMENTED),
  removeProject: mutation(managers(), 'agency', IMPLEMENTED),
  editVisibleProject: mutation(managers(), 'agency', IMPLEMENTED),
  editProjectImportant: mutation(managers(), 'agency', IMPLEMENTED),
  editPlanProject: mutation(managers(), 'agency', IMPLEMENTED),
  // Our addition: the «Finalizar» step of the plans flow (all chosen projects at once).
  contractPlan: mutation(managers(), 'agency', IMPLEMENTED),
  projectsmedia: query(managers(), 'agency', IMPLEMENTED),
  addProjectImage: mutation(managers(), 'agency', IMPLEMENTED),
  editOrderProjectImages: mutation(managers(), 'agency', IMPLEMENTED),
  removeProjectImage: mutation(managers(), 'agency', IMPLEMENTED),
  deleteMediaProject: mutation(managers(), 'agency', IMPLEMENTED),
  editMediaPropertyByModel: mutation(managers(), 'agency', IMPLEMENTED),
  // Validates a file and keeps its rows for the viewer; a project_id given is checked against the
  // viewer's agencies (requireProject), otherwise the project comes with the save.
  checkPropertiesExcel: mutation(managers(), 'none', IMPLEMENTED),
  // The project is checked against the viewer's agencies (requireProject) before jsonExcel is
  // read; every row is validated again on the server, and all rows are saved or none.
  registerPropertiesSave: mutation(managers(), 'agency', IMPLEMENTED),
  // The rows a check kept for this viewer (and project, if it named one), saved by id.
  savePropertiesImport: mutation(managers(), 'agency', IMPLEMENTED),
  updatePropertiesByExcel: mutation(managers(), 'agency', IMPLEMENTED),
  webhooks: query(admin(), 'agency', IMPLEMENTED),
  webhooksrecords: query(admin(), 'agency', IMPLEMENTED),
  createWebhook: mutation(admin(), 'agency', IMPLEMENTED),
  editWebhook: mutation(admin(), 'agency', IMPLEMENTED),
  deleteWebhook: mutation(admin(), 'agency', IMPLEMENTED),
  // The delivery console (issue 30); Webhook.secret is safe to select because every operation
  // returning a webhook is Admin-only.
  rotateWebhookSecret: mutation(admin(), 'agency', IMPLEMENTED),
  redeliverWebhookRecord: mutation(admin(), 'agency', IMPLEMENTED),
  sendWebhookPing: mutation(admin(), 'agency', IMPLEMENTED),
  enableWebhook: mutation(admin(), 'agency', IMPLEMENTED),
  // Flow (issue 31): «Verificar con Flow» for Admin and the agency's admins; the keys' check is
  // Admin's, as the payment-keys tab is.
  verifyBookingOrderPayment: mutation(['Admin', 'RealstateAdmin'], 'agency', IMPLEMENTED),
  verifyPromiseOrderPayment: mutation(['Admin', 'RealstateAdmin'], 'agency', IMPLEMENTED),
  testProjectPaymentKeys: mutation(admin(), 'agency', IMPLEMENTED),
  // The /properties screen lists homes, warehouses and parking lots under the status-flag rule.
  properties: query(sales(), 'agency', { ...STATUS_FLAG, ...IMPLEMENTED }),
  warehouses: query(sales(), 'agency', { ...STATUS_FLAG, ...IMPLEMENTED }),
  parkinglots: query(sales(), 'agency', { ...STATUS_FLAG, ...IMPLEMENTED }),
  // The availability grid of a tower (issue 34): the same readers as /properties.
  unitsGrid: query(sales(), 'agency', { ...STATUS_FLAG, ...IMPLEMENTED }),
  modelsbyproject: query(sales(), 'agency', IMPLEMENTED),
  propertiesandmodelsbyproject: query(sales(), 'agency', IMPLEMENTED),
  tablepropertie: query(home(), 'agency', IMPLEMENTED),
  createProperty: mutation(sales(), 'agency', IMPLEMENTED),
  editProperty: mutation(sales(), 'agency', IMPLEMENTED),
  removeProperty: mutation(sales(), 'agency', IMPLEMENTED),
  editVisibleProperty: mutation(sales(), 'agency', IMPLEMENTED),
  editVisibleWarehouse: mutation(sales(), 'agency', IMPLEMENTED),
  editVisibleParkingLot: mutation(sales(), 'agency', IMPLEMENTED),
  editParkinglot: mutation(sales(), 'agency', IMPLEMENTED),
  editWarehouse: mutation(sales(), 'agency', IMPLEMENTED),
  editVisibleGroupedProperty: mutation(sales(), 'agency', IMPLEMENTED),
  // Issue 34: reservable and promesable in groups, under the rule of visible.
  editBookeableGroupedProperty: mutation(sales(), 'agency', IMPLEMENTED),
  editPromisableGroupedProperty: mutation(sales(), 'agency', IMPLEMENTED),
  editVulnerableGroupedProperty: mutation(sales(), 'agency', IMPLEMENTED),
  editSectorMedioGroupedProperty: mutation(sales(), 'agency', IMPLEMENTED),
  quotations: query(sales(), 'agency', IMPLEMENTED),
  editQuotation: mutation(sales(), 'agency', IMPLEMENTED),
  requestQuotationsFile: mutation(sales(), 'agency', IMPLEMENTED),
  bookingorders: query(sales(), 'agency', IMPLEMENTED),
  bookingrequests: query(sales(), 'agency', IMPLEMENTED),
  editBookingOrder: mutation(sales(), 'agency', IMPLEMENTED),
  editBookingRequest: mutation(sales(), 'agency', IMPLEMENTED),
  requestBookingRequestFile: mutation(sales(), 'agency', IMPLEMENTED),
  requestBookingOrderFile: mutation(sales(), 'agency', IMPLEMENTED),
  promiseorders: query(sales(), 'agency', IMPLEMENTED),
  promiserequests: query(sales(), 'agency', IMPLEMENTED),
  editPromiseOrder: mutation(sales(), 'agency', IMPLEMENTED),
  editPromiseRequest: mutation(sales(), 'agency', IMPLEMENTED),
  requestPromiseOrderFile: mutation(sales(), 'agency', IMPLEMENTED),
  requestPromiseRequestFile: mutation(sales(), 'agency', IMPLEMENTED),
  preapprovals: query(preapprovalList(), 'agency', IMPLEMENTED),
  // Status and description are edited on the details screen, which only these roles open.
  editPreapproval: mutation(preapprovalDetail(), 'agency', IMPLEMENTED),
  requestApprovalFile: mutation(preapprovalList(), 'agency', IMPLEMENTED),
  prospects: query(sales(), 'agency', IMPLEMENTED),
  prospectspertypequery: query(sales(), 'agency', IMPLEMENTED),
  pipelines: query(sales(), 'none', IMPLEMENTED),
  consolidity: query(sales(), 'agency', IMPLEMENTED),
  editProspect: mutation(sales(), 'agency', IMPLEMENTED),
  // Duplicates by RUT (issue 34): both prospects are checked against the viewer's agencies.
  mergeProspects: mutation(sales(), 'agency', IMPLEMENTED),
  unmergeProspects: mutation(sales(), 'agency', IMPLEMENTED),
  // Cross-agency duplicates: only Admin may learn that another agency has the same customer.
  prospectduplicates: query(admin(), 'none', IMPLEMENTED),
  requestProspectFile: mutation(sales(), 'agency', IMPLEMENTED),
  // Search from anywhere (issue 33): whoever lists some sales record; each kind of result is
  // given only to the roles its own list query allows, within that list's agency scope.
  search: query(preapprovalList(), 'agency', IMPLEMENTED),
};
