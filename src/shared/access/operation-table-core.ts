import { groups } from './roles';
import {
  IMPLEMENTED,
  STATUS_FLAG,
  mutation,
  query,
  subscription,
  type OperationRule,
} from './operation-rule';

const { admin, managers, sales, newsEditors, contactsMain, contactsOther, comments } = groups;

// News: the list screen (four sales roles, status-flag rule) and the details/edit screen
// (news editors) read the same `news` query, so it admits both.
const newsReaders = () => [...new Set([...sales(), ...newsEditors()])];

/** Account, access, agencies, lookups, content, notifications, exports and realtime. */
export const coreOperations: Readonly<Record<string, OperationRule>> = {
  me: query('authenticated', 'self', IMPLEMENTED),
  editUserProfile: mutation('authenticated', 'self', IMPLEMENTED),
  // Saved views are the viewer's own: every signed-in role keeps views of the lists it sees.
  savedViews: query('authenticated', 'self', IMPLEMENTED),
  createSavedView: mutation('authenticated', 'self', IMPLEMENTED),
  updateSavedView: mutation('authenticated', 'self', IMPLEMENTED),
  deleteSavedView: mutation('authenticated', 'self', IMPLEMENTED),
  setDefaultSavedView: mutation('authenticated', 'self', IMPLEMENTED),
  // The UF of the day (issue 34): Admin loads it; every signed-in role reads the value a day uses.
  ufValues: query(admin(), 'none', IMPLEMENTED),
  ufOfDay: query('authenticated', 'none', IMPLEMENTED),
  setUfValue: mutation(admin(), 'none', IMPLEMENTED),
  deleteUfValue: mutation(admin(), 'none', IMPLEMENTED),
  importUfValues: mutation(admin(), 'none', IMPLEMENTED),
  users: query(managers(), 'agency', IMPLEMENTED),
  createUser: mutation(managers(), 'agency', IMPLEMENTED),
  editUser: mutation(managers(), 'agency', IMPLEMENTED),
  deleteUser: mutation(managers(), 'agency', IMPLEMENTED),
  changeUserStatus: mutation(managers(), 'agency', IMPLEMENTED),
  // The user forms list roles and permissions, so the users area may read them.
  permissions: query(managers(), 'none', IMPLEMENTED),
  roles: query(managers(), 'none', IMPLEMENTED),
  createPermission: mutation(admin(), 'none', IMPLEMENTED),
  editPermission: mutation(admin(), 'none', IMPLEMENTED),
  deletePermission: mutation(admin(), 'none', IMPLEMENTED),
  createRole: mutation(admin(), 'none', IMPLEMENTED),
  editRole: mutation(admin(), 'none', IMPLEMENTED),
  deleteRole: mutation(admin(), 'none', IMPLEMENTED),
  realstateagencies: query(admin(), 'none', IMPLEMENTED),
  // Filters and selects all over the app list agencies; scoped roles get only their own.
  realstateagenciesnopagination: query('authenticated', 'agency', IMPLEMENTED),
  createRealStateAgency: mutation(admin(), 'none', IMPLEMENTED),
  editRealStateAgency: mutation(admin(), 'none', IMPLEMENTED),
  deleteAgency: mutation(admin(), 'none', IMPLEMENTED),
  editRealstateAgencyImportant: mutation(admin(), 'none', IMPLEMENTED),
  regions: query('authenticated', 'none', IMPLEMENTED),
  projectstatus: query('authenticated', 'none', IMPLEMENTED),
  subsidytypes: query('authenticated', 'none', IMPLEMENTED),
  plansadditional: query('authenticated', 'none', IMPLEMENTED),
  projectstage: query('authenticated', 'none', IMPLEMENTED),
  news: query(newsReaders(), 'none', { ...STATUS_FLAG, ...IMPLEMENTED }),
  tagsNews: query(newsEditors(), 'none', IMPLEMENTED),
  createNews: mutation(newsEditors(), 'none', IMPLEMENTED),
  editNews: mutation(newsEditors(), 'none', IMPLEMENTED),
  editStatusNews: mutation(newsEditors(), 'none', IMPLEMENTED),
  contactform: query(contactsMain(), 'agency', IMPLEMENTED),
  contactformnewsletter: query(contactsOther(), 'none', IMPLEMENTED),
  contactformenterprise: query(contactsOther(), 'none', IMPLEMENTED),
  contactformsection: query(contactsOther(), 'none', IMPLEMENTED),
  contactformhomesection: query(contactsOther(), 'none', IMPLEMENTED),
  requestContactsMutation: mutation(contactsMain(), 'agency', IMPLEMENTED),
  requestContactsNewsletterMutation: mutation(contactsOther(), 'none', IMPLEMENTED),
  requestContactsEnterpriseMutation: mutation(contactsOther(), 'none', IMPLEMENTED),
  requestContactsFormMutation: mutation(contactsOther(), 'none', IMPLEMENTED),
  requestContactsFormHomeMutation: mutation(contactsOther(), 'none', IMPLEMENTED),
  comments: query(comments(), 'none', IMPLEMENTED),
  createComment: mutation(comments(), 'none', IMPLEMENTED),
  editComment: mutation(comments(), 'none', IMPLEMENTED),
  notificationsusers: query('authenticated', 'self', IMPLEMENTED),
  // Our additions: the bell marks the viewer's own deliveries read.
  markNotificationsRead: mutation('authenticated', 'self', IMPLEMENTED),
  markAllNotificationsRead: mutation('authenticated', 'self', IMPLEMENTED),
  exportJob: query('authenticated', 'self', IMPLEMENTED),
  exportJobs: query('authenticated', 'self', IMPLEMENTED),
  notificationReceived: subscription('authenticated', 'self', IMPLEMENTED),
  exportJobUpdated: subscription('authenticated', 'self', IMPLEMENTED),
  recordChanged: subscription('authenticated', 'agency', IMPLEMENTED),
};
