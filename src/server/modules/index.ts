import { accessResolvers } from './access/access.resolvers';
import { agenciesResolvers } from './agencies/agencies.resolvers';
import { bookingsResolvers } from './bookings/bookings.resolvers';
import { businessResolvers } from './business/business.resolvers';
import { commentsResolvers } from './comments/comments.resolvers';
import { contactsResolvers } from './contacts/contacts.resolvers';
import { exportsResolvers } from './exports/exports.resolvers';
import { lookupsResolvers } from './lookups/lookups.resolvers';
import { notificationsResolvers } from './notifications/notifications.resolvers';
import { newsResolvers } from './news/news.resolvers';
import { pickersResolvers } from './pickers/pickers.resolvers';
import { plansResolvers } from './plans/plans.resolvers';
import { preapprovalsResolvers } from './preapprovals/preapprovals.resolvers';
import { profileResolvers } from './profile/profile.resolvers';
import { projectMediaResolvers } from './project-media/project-media.resolvers';
import { projectWriteResolvers } from './projects/projects.write.resolvers';
import { projectsResolvers } from './projects/projects.resolvers';
import { quotationsResolvers } from './quotations/quotations.resolvers';
import { promisesResolvers } from './promises/promises.resolvers';
import { realtimeResolvers } from './realtime/realtime.resolvers';
import { salesCommonResolvers } from './sales-common/sales-common.resolvers';
import { spreadsheetsResolvers } from './units-import/units-import.resolvers';
import { unitsResolvers } from './units/units.resolvers';
import { usersResolvers } from './users/users.resolvers';
import { webhooksResolvers } from './webhooks/webhooks.resolvers';

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
  businessResolvers,
  notificationsResolvers,
  plansResolvers,
  newsResolvers,
  contactsResolvers,
  commentsResolvers,
];
