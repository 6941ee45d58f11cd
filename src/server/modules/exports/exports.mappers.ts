import type { ExportJob } from '../../../../graphql/generated/server/resolvers-types';
import type { Config } from '../../config';
import type { ExportJobRow } from './exports.job-types.service';
import { exportDownloadUrl } from './exports.links.service';

/**
 * The contract's ExportJob of a row, as resolvers return it and as `exportJobUpdated` carries it
 * (only to the requester's topic): a ready job gets a fresh link signed for its requester.
 */
export function toExportJob(
  row: ExportJobRow,
  config: Pick<Config, 'jwtSecret'>,
  now = Date.now(),
): ExportJob {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    file_name: row.status === 'ready' ? row.file_name : null,
    download_url:
      row.status === 'ready' && row.file_path
        ? exportDownloadUrl(config, row.id, row.user_id, now)
        : null,
    error: row.status === 'failed' ? row.error : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
