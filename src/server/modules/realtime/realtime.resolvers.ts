import type {
  ExportJob,
  NotificationUser,
  RecordChange,
  Resolvers,
} from '../../../../graphql/generated/server/resolvers-types';
import { isAgencyScoped } from '../../../shared/access';
import type { GraphQLContext, Viewer } from '../../context';
import { appError, messages } from '../../kernel';
import { topics } from '../../realtime/bus';

import type { RecordChangeEvent } from '../../kernel';

// The event type lives in the kernel (announce.ts); its importers here keep their import.
export type { RecordChangeEvent };

/**
 * The record types the roles outside sales read platform-wide (spec §6): PreapprovalUser the
 * pre-approvals, NewsUser the news and the contact forms. They hear those and nothing else.
 */
const PLATFORM_READS: Readonly<Record<string, ReadonlySet<string>>> = {
  PreapprovalUser: new Set(['preapproval']),
  NewsUser: new Set(['news', 'contact']),
};

/** Agency-scoped roles hear only about records of their agencies or linked projects. */
export function mayHear(viewer: Viewer, event: RecordChangeEvent): boolean {
  const subject = { role: viewer.role, permissions: viewer.permissions, status: viewer.status };
  if (!isAgencyScoped(subject)) {
    if (viewer.role === 'Admin' || viewer.role === 'SuperAdmin') return true;
    return viewer.role !== null && PLATFORM_READS[viewer.role]?.has(event.type) === true;
  }
  // News belong to no agency: every role that reads the list hears them.
  if (event.type === 'news') return true;
  if (event.agency_id && viewer.agencyIds.includes(Number(event.agency_id))) return true;
  return event.project_id !== null && viewer.projectIds.includes(Number(event.project_id));
}

function viewerOf(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw appError('UNAUTHENTICATED', messages.unauthenticated);
  return ctx.viewer;
}

export const realtimeResolvers: Resolvers<GraphQLContext> = {
  Subscription: {
    notificationReceived: {
      subscribe: (_parent, _args, ctx) => ctx.bus.subscribe(topics.notification(viewerOf(ctx).id)),
      resolve: (payload: NotificationUser) => payload,
    },
    exportJobUpdated: {
      subscribe: (_parent, args, ctx) =>
        ctx.bus.subscribe<{ id: string }>(
          topics.exportJob(viewerOf(ctx).id),
          (job) => !args.id || String(job.id) === String(args.id),
        ),
      resolve: (payload: ExportJob) => payload,
    },
    recordChanged: {
      subscribe: (_parent, args, ctx) => {
        const viewer = viewerOf(ctx);
        const types = args.types?.length ? new Set(args.types) : null;
        return ctx.bus.subscribe<RecordChangeEvent>(
          topics.record,
          (event) => (!types || types.has(event.type)) && mayHear(viewer, event),
        );
      },
      resolve: (payload: RecordChange) => payload,
    },
  },
};
