// The project-media module as other modules see it: import from here, never from its files.
export { announceProjectRecord } from './project-media.announce.service';
export { removeUnusedFiles, withStoredImages } from './project-media.files.service';
export type { NewMedia } from './project-media.repository';
export { projectMediaResolvers } from './project-media.resolvers';
