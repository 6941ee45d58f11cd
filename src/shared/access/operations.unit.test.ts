import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { coreOperations } from './operation-table-core';
import { salesOperations } from './operation-table-sales';
import { canRunOperation, operationPolicy, type OperationRule } from './operations';
import { ALL_ROLES, subject } from './test-subjects';

const schemaDir = fileURLToPath(new URL('../../../graphql/schema/', import.meta.url));
const sdl = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => readFileSync(`${schemaDir}${file}`, 'utf8'))
  .join('\n');
const schema = buildSchema(sdl);

const roots: [OperationRule['kind'], GraphQLObjectType | null | undefined][] = [
  ['query', schema.getQueryType()],
  ['mutation', schema.getMutationType()],
  ['subscription', schema.getSubscriptionType()],
];
const sdlOperations = new Map(
  roots.flatMap(([kind, type]) => Object.keys(type?.getFields() ?? {}).map((name) => [name, kind])),
);

describe('operationPolicy ↔ SDL', () => {
  it('has a rule for every operation of the SDL', () => {
    const missing = [...sdlOperations.keys()].filter((name) => !(name in operationPolicy));
    expect(missing).toEqual([]);
  });

  it('has no rule for an operation the SDL lacks', () => {
    const extra = Object.keys(operationPolicy).filter((name) => !sdlOperations.has(name));
    expect(extra).toEqual([]);
  });

  it('gives each rule the kind of its SDL root type', () => {
    for (const [name, kind] of sdlOperations) expect(operationPolicy[name]?.kind, name).toBe(kind);
  });

  it('keeps the two tables disjoint, so a spread never overrides a rule silently', () => {
    const shared = Object.keys(coreOperations).filter((name) => name in salesOperations);
    expect(shared).toEqual([]);
  });
});

describe('operation rules', () => {
  it('marks implemented exactly the operations whose issues have landed', () => {
    const implemented = Object.entries(operationPolicy)
      .filter(([, rule]) => rule.implemented)
      .map(([name]) => name)
      .sort();
    const foundation = ['me', 'editUserProfile', 'notificationReceived', 'exportJobUpdated',
      'recordChanged']; // prettier-ignore
    const accountsAndAgencies = ['users', 'createUser', 'editUser', 'deleteUser',
      'changeUserStatus', 'permissions', 'roles', 'createPermission', 'editPermission',
      'deletePermission', 'createRole', 'editRole', 'deleteRole', 'realstateagencies',
      'realstateagenciesnopagination', 'createRealStateAgency', 'editRealStateAgency',
      'deleteAgency', 'editRealstateAgencyImportant', 'projectsrelatedtome']; // prettier-ignore
    const projectsRead = ['projects', 'removeProject', 'editVisibleProject',
      'editProjectImportant', 'regions', 'projectstatus', 'subsidytypes', 'plansadditional',
      'projectstage']; // prettier-ignore
    const projectMediaAndWebhooks = ['projectsmedia', 'addProjectImage', 'editOrderProjectImages',
      'removeProjectImage', 'deleteMediaProject', 'editMediaPropertyByModel', 'modelsbyproject',
      'webhooks', 'webhooksrecords', 'createWebhook', 'editWebhook', 'deleteWebhook',
      'rotateWebhookSecret', 'redeliverWebhookRecord', 'sendWebhookPing', 'enableWebhook']; // prettier-ignore
    const projectWrite = ['createProject', 'editProject'];
    const units = ['properties', 'warehouses', 'parkinglots', 'propertiesandmodelsbyproject',
      'tablepropertie', 'createProperty', 'editProperty', 'removeProperty', 'editVisibleProperty',
      'editVisibleWarehouse', 'editVisibleParkingLot', 'editParkinglot', 'editWarehouse',
      'editVisibleGroupedProperty', 'editVulnerableGroupedProperty',
      'editSectorMedioGroupedProperty', 'editBookeableGroupedProperty',
      'editPromisableGroupedProperty']; // prettier-ignore
    const unitsImport = ['checkPropertiesExcel', 'registerPropertiesSave',
      'savePropertiesImport', 'updatePropertiesByExcel']; // prettier-ignore
    const exports = ['exportJob', 'exportJobs', 'requestBookingRequestFile',
      'requestBookingOrderFile', 'requestPromiseOrderFile', 'requestPromiseRequestFile',
      'requestApprovalFile', 'requestProspectFile', 'requestQuotationsFile',
      'requestContactsMutation', 'requestContactsNewsletterMutation',
      'requestContactsEnterpriseMutation', 'requestContactsFormMutation',
      'requestContactsFormHomeMutation']; // prettier-ignore
    const promisesAndPreapprovals = ['promiserequests', 'promiseorders', 'editPromiseRequest',
      'editPromiseOrder', 'preapprovals', 'editPreapproval']; // prettier-ignore
    const quotationsAndBookings = ['quotations', 'editQuotation', 'bookingrequests',
      'bookingorders', 'editBookingRequest', 'editBookingOrder']; // prettier-ignore
    const news = ['news', 'tagsNews', 'createNews', 'editNews', 'editStatusNews'];
    const business = ['prospects', 'prospectspertypequery', 'pipelines', 'consolidity',
      'editProspect', 'mergeProspects', 'unmergeProspects', 'prospectduplicates']; // prettier-ignore
    const notifications = ['notificationsusers', 'markNotificationsRead',
      'markAllNotificationsRead']; // prettier-ignore
    const plans = ['editPlanProject', 'contractPlan'];
    const flow = ['verifyBookingOrderPayment', 'verifyPromiseOrderPayment', 'testProjectPaymentKeys']; // prettier-ignore
    const contactsAndComments = ['contactform', 'contactformnewsletter', 'contactformenterprise',
      'contactformsection', 'contactformhomesection', 'comments', 'createComment',
      'editComment']; // prettier-ignore
    const search = ['search'];
    const grid = ['unitsGrid'];
    const savedViews = ['savedViews', 'createSavedView', 'updateSavedView', 'deleteSavedView',
      'setDefaultSavedView']; // prettier-ignore
    const ufValues = ['ufValues', 'ufOfDay', 'setUfValue', 'deleteUfValue', 'importUfValues'];
    expect(implemented).toEqual(
      [
        ...foundation,
        ...accountsAndAgencies,
        ...projectsRead,
        ...projectMediaAndWebhooks,
        ...projectWrite,
        ...units,
        ...unitsImport,
        ...exports,
        ...promisesAndPreapprovals,
        ...quotationsAndBookings,
        ...business,
        ...notifications,
        ...plans,
        ...flow,
        ...news,
        ...contactsAndComments,
        ...search,
        ...savedViews,
        ...ufValues,
        ...grid,
      ].sort(),
    );
  });

  it('scopes the viewer’s own data to self and agency data to agency', () => {
    const own = ['me', 'editUserProfile', 'notificationsusers', 'markNotificationsRead',
      'markAllNotificationsRead', 'exportJob', 'savedViews', 'createSavedView', 'updateSavedView',
      'deleteSavedView', 'setDefaultSavedView']; // prettier-ignore
    for (const name of own) {
      expect(operationPolicy[name]?.scope, name).toBe('self');
    }
    const agency = ['projects', 'properties', 'quotations', 'bookingrequests', 'promiseorders',
      'preapprovals', 'prospects', 'contactform', 'webhooks', 'users', 'editProperty',
      'requestBookingRequestFile']; // prettier-ignore
    for (const name of agency) expect(operationPolicy[name]?.scope, name).toBe('agency');
  });

  it('lets any signed-in user run me and the subscriptions, and nobody signed out', () => {
    for (const name of [
      'me',
      'editUserProfile',
      'savedViews',
      'createSavedView',
      'setDefaultSavedView',
      'ufOfDay',
      'notificationReceived',
      'recordChanged',
      'regions',
    ]) {
      expect(canRunOperation(name, null), name).toBe(false);
      for (const role of [...ALL_ROLES, null])
        expect(canRunOperation(name, subject(role))).toBe(true);
    }
  });

  it('mirrors the route guards of each area', () => {
    const allowed = (name: string) =>
      ALL_ROLES.filter((role) => canRunOperation(name, subject(role)));
    expect(allowed('users')).toEqual(['Admin', 'RealstateAdmin', 'RealstateVendor']);
    expect(allowed('createRealStateAgency')).toEqual(['Admin']);
    expect(allowed('deleteRole')).toEqual(['Admin']);
    for (const name of ['ufValues', 'setUfValue', 'deleteUfValue', 'importUfValues']) {
      expect(allowed(name), name).toEqual(['Admin']);
    }
    expect(allowed('quotations')).toEqual([
      'Admin',
      'RealstateAdmin',
      'RealstateUser',
      'RealstateVendor',
    ]);
    expect(allowed('editPreapproval')).toEqual(['Admin', 'PreapprovalUser']);
    expect(allowed('createNews')).toEqual(['Admin', 'SuperAdmin', 'NewsUser']);
    expect(allowed('comments')).toEqual(['Admin', 'SuperAdmin']);
    expect(allowed('tablepropertie')).toEqual(ALL_ROLES.filter((r) => r !== 'PreapprovalUser'));
  });

  it('applies the status-flag rule to the lists whose screens have it', () => {
    for (const name of ['projects', 'properties', 'warehouses', 'parkinglots', 'news']) {
      expect(canRunOperation(name, subject('PreapprovalUser')), name).toBe(false);
      expect(canRunOperation(name, subject('PreapprovalUser', { status: false })), name).toBe(true);
    }
    expect(canRunOperation('createProject', subject('NewsUser', { status: false }))).toBe(false);
  });

  it('refuses unknown names, inherited properties included', () => {
    for (const name of ['dropDatabase', 'toString', '__proto__', 'constructor']) {
      expect(canRunOperation(name, subject('Admin')), name).toBe(false);
    }
  });
});
