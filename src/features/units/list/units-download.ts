// "Descargar Excel" on the units page (spec §7: GET, blob, saved): the tab shown, with the table's
// filters and without the page or the sort.
import { getBlob, type QueryParams } from '../../../lib/network/rest';
import { saveBlob } from '../../../lib/download';
import type { UnitKind } from '../units.types';

export interface UnitsDownload {
  kind: UnitKind;
  /** The list's variables (listVariables): every filter; the page is left out. */
  filters: QueryParams;
}

const FILE_NAMES: Record<UnitKind, string> = {
  property: 'Propiedades.xlsx',
  warehouse: 'Bodegas.xlsx',
  parkinglot: 'Estacionamientos.xlsx',
};

export async function downloadUnits({ kind, filters }: UnitsDownload): Promise<void> {
  const query: QueryParams = { ...filters, page: undefined, sort: undefined };
  const blob =
    kind === 'property'
      ? await getBlob('api/excelProperties', { query })
      : await getBlob('api/excelWarehousesOrParkingLots', { query: { ...query, type: kind } });
  saveBlob(blob, FILE_NAMES[kind]);
}
