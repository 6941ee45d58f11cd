// The profile module as other modules see it: import from here, never from its files.
export { requireViewer } from './profile.service';
export { profileResolvers } from './profile.resolvers';
