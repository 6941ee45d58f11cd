// The projects module as other modules see it: import from here, never from its files.
export { replaceAdditionals } from './projects.lists.repository';
export { toProject } from './projects.row.service';
export type { ProjectRow } from './projects.row.service';
export { canSeeProject, projectIdOf, projectScope, requireProject } from './projects.scope.service';
export type { ScopeValues } from './projects.scope.service';
export { removeFiles } from './projects.uploads-store.service';
export { projectWriteResolvers } from './projects.write.resolvers';
export { projectsResolvers } from './projects.resolvers';
