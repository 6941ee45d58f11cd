import { accessResolvers } from './access';
import { agenciesResolvers } from './agencies';
import { bookingsResolvers } from './bookings';
import { businessResolvers } from './business';
import { commentsResolvers } from './comments';
import { contactsResolvers } from './contacts';
import { exportsResolvers } from './exports';
import { lookupsResolvers } from './lookups';
import { notificationsResolvers } from './notifications';
import { paymentsFlowResolvers } from './payments-flow';
import { newsResolvers } from './news';
import { pickersResolvers } from './pickers';
import { plansResolvers } from './plans';
import { preapprovalsResolvers } from './preapprovals';
import { profileResolvers } from './profile';
import { projectMediaResolvers } from './project-media';
import { projectWriteResolvers, projectsResolvers } from './projects';
import { quotationsResolvers } from './quotations';
import { promisesResolvers } from './promises';
import { realtimeResolvers } from './realtime';
import { salesCommonResolvers } from './sales-common';
import { salesExpiryResolvers } from './sales-expiry';
import { savedViewsResolvers } from './saved-views';
import { searchResolvers } from './search';
import { ufValuesResolvers } from './uf-values';
import { spreadsheetsResolvers } from './units-import';
import { unitsResolvers } from './units';
import { usersResolvers } from './users';
import { webhooksResolvers } from './webhooks';

/** Every domain module's resolvers; fields absent here answer NOT_IMPLEMENTED. */
export const moduleResolvers = [
  profileResolvers,
  realtimeResolvers,
  usersResolvers,
  accessResolvers,
  pickersResolvers,
  agenciesResolvers,
  lookupsResolvers,
  projectsResolvers,
  projectWriteResolvers,
  webhooksResolvers,
  projectMediaResolvers,
  unitsResolvers,
  spreadsheetsResolvers,
  exportsResolvers,
  salesCommonResolvers,
  promisesResolvers,
  preapprovalsResolvers,
  quotationsResolvers,
  bookingsResolvers,
  salesExpiryResolvers,
  businessResolvers,
  notificationsResolvers,
  plansResolvers,
  newsResolvers,
  contactsResolvers,
  commentsResolvers,
  paymentsFlowResolvers,
  searchResolvers,
  savedViewsResolvers,
  ufValuesResolvers,
];
