import type { Resolvers } from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import {
  bookingOrderParams,
  bookingRequestParams,
  contactRequestParams,
  dateRequestParams,
  preapprovalParams,
  promiseOrderParams,
  promiseRequestParams,
  prospectRequestParams,
  quotationRequestParams,
} from './exports.requests.service';
import { requestExport, viewerExportJob, viewerExportJobs } from './exports.service';

// The asynchronous exports of spec §4: each request checks its filters, queues a job and returns
// it; the runner (exports.runner.ts) writes the file later.

export const exportsResolvers: Resolvers<GraphQLContext> = {
  Query: {
    exportJob: (_parent, args, ctx) => viewerExportJob(ctx, args.id),
    exportJobs: (_parent, args, ctx) => viewerExportJobs(ctx, args.limit),
  },
  Mutation: {
    requestBookingRequestFile: async (_parent, args, ctx) =>
      requestExport(ctx, 'booking_requests', await bookingRequestParams(ctx, args)),
    requestBookingOrderFile: async (_parent, args, ctx) =>
      requestExport(ctx, 'booking_orders', await bookingOrderParams(ctx, args)),
    requestPromiseRequestFile: async (_parent, args, ctx) =>
      requestExport(ctx, 'promise_requests', await promiseRequestParams(ctx, args)),
    requestPromiseOrderFile: async (_parent, args, ctx) =>
      requestExport(ctx, 'promise_orders', await promiseOrderParams(ctx, args)),
    requestApprovalFile: async (_parent, args, ctx) =>
      requestExport(ctx, 'preapprovals', await preapprovalParams(ctx, args)),
    requestProspectFile: async (_parent, args, ctx) =>
      requestExport(ctx, 'prospects', await prospectRequestParams(ctx, args)),
    requestQuotationsFile: async (_parent, args, ctx) =>
      requestExport(ctx, 'quotations', await quotationRequestParams(ctx, args)),
    requestContactsMutation: async (_parent, args, ctx) =>
      requestExport(ctx, 'contacts', await contactRequestParams(ctx, args)),
    requestContactsNewsletterMutation: (_parent, args, ctx) =>
      requestExport(ctx, 'contacts_newsletter', dateRequestParams(args)),
    requestContactsEnterpriseMutation: (_parent, args, ctx) =>
      requestExport(ctx, 'contacts_enterprise', dateRequestParams(args)),
    requestContactsFormMutation: (_parent, args, ctx) =>
      requestExport(ctx, 'contacts_form_section', dateRequestParams(args)),
    requestContactsFormHomeMutation: (_parent, args, ctx) =>
      requestExport(ctx, 'contacts_form_home_section', dateRequestParams(args)),
  },
};
