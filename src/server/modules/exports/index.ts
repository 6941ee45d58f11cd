// The exports module as other modules see it: import from here, never from its files.
export { exportFileKey, writeExportFile } from './exports.files.service';
export { filterAgency, filterChoice, filterProject, filterRange } from './exports.filters.service';
export { exportDownloadUrl } from './exports.links.service';
export { toExportJob } from './exports.mappers';
export { createdWithin } from './exports.params.repository';
export { attachExportRunner } from './exports.attach.service';
export { exportsResolvers } from './exports.resolvers';
