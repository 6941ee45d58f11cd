// Downloads an export's file through its signed link (graphql/schema/exports.graphql
// `download_url`): GET with the Authorization header, saved under the job's file name.
import { saveBlob } from '../../lib/download';
import { HttpResponseError, errorMessage } from '../../lib/network/errors';
import { networkSession } from '../../lib/network/network-session';
import { getBlob } from '../../lib/network/rest';

/** A refused download, with the server's Spanish reason and the HTTP status (403: bad link). */
export class ExportDownloadError extends Error {
  override readonly name = 'ExportDownloadError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function refusal(error: HttpResponseError): Promise<ExportDownloadError> {
  const body = await error.body();
  const message: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : undefined;
  return new ExportDownloadError(
    typeof message === 'string' && message ? message : errorMessage(error),
    error.status,
  );
}

/** The API path of a link ('/api/exports/…?token=…'), also when the server sent it absolute. */
export function linkPath(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The token goes as an explicit bearer, not in 'session' mode: an expired link answers 403, which
 * in 'session' mode would send the user to /error-403, while the export machine renews the link
 * instead. A 401 (access token expired meanwhile) still gets the session's refresh and one retry.
 */
export async function downloadExport(url: string, fileName: string): Promise<void> {
  const path = linkPath(url);
  const session = networkSession();
  const token = session.getAccessToken();
  let blob: Blob;
  try {
    try {
      blob = await getBlob(path, { auth: { bearer: token } });
    } catch (error) {
      if (!(error instanceof HttpResponseError) || error.status !== 401) throw error;
      const fresh = await session.requestRefresh(token);
      blob = await getBlob(path, { auth: { bearer: fresh } });
    }
  } catch (error) {
    throw error instanceof HttpResponseError ? await refusal(error) : error;
  }
  saveBlob(blob, fileName);
}
