import { agenciesResolvers } from './agencies/agencies.resolvers';
import { profileResolvers } from './profile/profile.resolvers';
import { realtimeResolvers } from './realtime/realtime.resolvers';

/** Every domain module's resolvers; fields absent here answer NOT_IMPLEMENTED. */
export const moduleResolvers = [profileResolvers, realtimeResolvers, agenciesResolvers];
