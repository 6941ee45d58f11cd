// The spreadsheets the import wizard downloads (spec §7: GET, blob, saved): the units template and
// the annotated copy of a sheet with errors.
import { errorMessage, HttpResponseError } from '../../lib/network/errors';
import { createRest, getBlob } from '../../lib/network/rest';
import { networkSession } from '../../lib/network/network-session';
import { saveBlob } from '../../lib/download';

export const TEMPLATE_FILE = 'Plantilla de unidades.xlsx';

// The annotated copy's link expires in an hour: a 403/404 then is the link's fault, said in the
// wizard, not a reason to leave the page for /error-403 as the session path would.
const quietRest = createRest({
  session: () => ({
    ...networkSession(),
    onForbidden: () => undefined,
    onNotFound: () => undefined,
  }),
});

export async function downloadTemplate(): Promise<void> {
  saveBlob(await getBlob('api/excelDemoProperties'), TEMPLATE_FILE);
}

/** `/api/exports/{id}/download?token=…` (absolute or not) as a path of the API. */
export function apiPathOf(url: string): string {
  const parsed = new URL(url, 'http://api.invalid');
  return `${parsed.pathname}${parsed.search}`;
}

/** 'unidades-los-aromos.xlsx' → 'unidades-los-aromos (errores).xlsx'. */
export function errorsFileName(sheetName: string | null): string {
  const base = (sheetName ?? 'planilla').replace(/\.xlsx$/i, '');
  return `${base} (errores).xlsx`;
}

export async function downloadErrorsCopy(url: string, sheetName: string | null): Promise<void> {
  saveBlob(await quietRest.getBlob(apiPathOf(url)), errorsFileName(sheetName));
}

/** The server's Spanish reason for a refused download, or the generic message. */
export async function downloadFailure(error: unknown): Promise<string> {
  if (error instanceof HttpResponseError && (error.status === 403 || error.status === 404)) {
    const body = await error.body();
    const message: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : null;
    if (typeof message === 'string' && message) return message;
    return 'El enlace de la copia con errores venció. Revisa el archivo otra vez para obtener uno nuevo.';
  }
  return errorMessage(error);
}
