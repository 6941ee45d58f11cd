// The preapprovals module as other modules see it: import from here, never from its files.
export { preapprovalById, subsidyTypeById } from './preapprovals.loaders';
export { toPreapproval } from './preapprovals.mappers';
export { preapprovalsResolvers } from './preapprovals.resolvers';
