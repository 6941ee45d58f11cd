import { EventEmitter } from 'node:events';
import { Repeater } from 'graphql-yoga';
import type { Database } from '../db/client';

/** Topics carried by the bus; payloads are plain JSON. */
export const topics = {
  notification: (userId: number) => `notification:${userId}`,
  exportJob: (userId: number) => `export:${userId}`,
  record: 'record',
  sessionRevoked: 'session.revoked',
} as const;

const CHANNEL = 'backoffice_events';

/**
 * Realtime events fan out through PostgreSQL LISTEN/NOTIFY (ARCHITECTURE §4), so every server
 * instance's subscribers hear what any instance published. Locally they are dispatched with an
 * EventEmitter.
 */
export class EventBus {
  private readonly local = new EventEmitter();
  private stop: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {
    this.local.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.stop = await this.database.listen(CHANNEL, (raw) => {
      try {
        const event = JSON.parse(raw) as { topic: string; payload: unknown };
        this.local.emit(event.topic, event.payload);
      } catch {
        // A foreign NOTIFY on our channel is ignored rather than crashing the listener.
      }
    });
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.local.removeAllListeners();
  }

  publish(topic: string, payload: unknown): Promise<void> {
    return this.database.notify(CHANNEL, JSON.stringify({ topic, payload }));
  }

  on<T>(topic: string, handler: (payload: T) => void): () => void {
    const listener = (payload: T) => handler(payload);
    this.local.on(topic, listener);
    return () => this.local.off(topic, listener);
  }

  /** An async iterator of a topic's payloads, ended when the subscriber goes away. */
  subscribe<T>(topic: string, filter: (payload: T) => boolean = () => true): AsyncIterable<T> {
    return new Repeater<T>(async (push, stop) => {
      const off = this.on<T>(topic, (payload) => {
        if (filter(payload)) void push(payload);
      });
      await stop;
      off();
    });
  }

  sessionRevoked(familyId: string): Promise<void> {
    return this.publish(topics.sessionRevoked, { familyId });
  }
}
