// What the bell talks to: the typed executor for the list and the read marks, and the realtime
// channel for new deliveries. Real by default; stories and tests provide a scripted one through
// NotificationsEnvironmentProvider.
import { createContext, useContext, type ReactNode } from 'react';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationsReadDocument,
  NotificationReceivedDocument,
  NotificationsUsersDocument,
  type NotificationUserFieldsFragment,
  type NotificationsUsersQuery,
} from '../../../graphql/generated/client/graphql';
import { executeOperation } from '../../lib/network/execute';
import { realtimeChannel } from '../../lib/realtime-channel';

export type Delivery = NotificationUserFieldsFragment;
export type DeliveryPage = NotificationsUsersQuery['notificationsusers'];

/** The bell's page: spec default, page 1 of size 5. «Ver anteriores» makes it longer. */
export const BELL_LIMIT = 5;
/** How many more each «Ver anteriores» shows. */
export const BELL_MORE = 10;

export interface NotificationsEnvironment {
  /** Page 1 of the viewer's deliveries, the newest `limit`. */
  load(limit: number): Promise<DeliveryPage>;
  /**
   * Calls `onDelivery` for each notification the server pushes, and `onResumed` when the channel
   * reconnects after a drop (deliveries of the gap were missed); returns the unsubscribe.
   */
  subscribe(onDelivery: (delivery: Delivery) => void, onResumed?: () => void): () => void;
  markRead(ids: string[]): Promise<unknown>;
  markAllRead(): Promise<unknown>;
}

export const browserNotificationsEnvironment: NotificationsEnvironment = {
  load: (limit) =>
    executeOperation(NotificationsUsersDocument, { page: 1, limit }).then(
      (r) => r.notificationsusers,
    ),
  subscribe: (onDelivery, onResumed) =>
    realtimeChannel.subscribe(
      NotificationReceivedDocument,
      {},
      {
        next: ({ notificationReceived }) => onDelivery(notificationReceived),
        resumed: onResumed,
      },
    ),
  markRead: (ids) => executeOperation(MarkNotificationsReadDocument, { ids }),
  markAllRead: () => executeOperation(MarkAllNotificationsReadDocument, {}),
};

const EnvironmentContext = createContext<NotificationsEnvironment>(browserNotificationsEnvironment);

export function NotificationsEnvironmentProvider(props: {
  value: NotificationsEnvironment;
  children: ReactNode;
}) {
  return (
    <EnvironmentContext.Provider value={props.value}>{props.children}</EnvironmentContext.Provider>
  );
}

export function useNotificationsEnvironment(): NotificationsEnvironment {
  return useContext(EnvironmentContext);
}
