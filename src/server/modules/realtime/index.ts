// The realtime module as other modules see it: import from here, never from its files.
export type { RecordChangeEvent } from './realtime.resolvers';
export { realtimeResolvers } from './realtime.resolvers';
