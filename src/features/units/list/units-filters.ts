// The /properties filters as they live in the URL (?tab=&project=&model=&tower=&orientation=
// &visibility=&q=&sort=&page=) and as the list queries take them (spec §5: blank filters are '').
import { readPage, type UrlParams } from '../../../lib/react/use-url-state';
import { isUnitKind, type UnitKind } from '../units.types';

export type Visibility = 'todas' | 'visibles' | 'ocultas';

export interface UnitFilters {
  kind: UnitKind;
  project: string;
  model: string;
  tower: string;
  orientation: string;
  visibility: Visibility;
  identifier: string;
  page: number;
  /** The server's sort ('price', '-price'); absent: tower, floor and identifier. */
  sort?: string;
}

const isVisibility = (value: string | undefined): value is Visibility =>
  value === 'todas' || value === 'visibles' || value === 'ocultas';

export function readFilters(params: UrlParams): UnitFilters {
  const tab = params['tab'];
  const visibility = params['visibility'];
  return {
    kind: isUnitKind(tab) ? tab : 'property',
    project: params['project'] ?? '',
    model: params['model'] ?? '',
    tower: params['tower'] ?? '',
    orientation: params['orientation'] ?? '',
    visibility: isVisibility(visibility) ? visibility : 'todas',
    identifier: params['q'] ?? '',
    page: readPage(params['page']),
    ...(params['sort'] ? { sort: params['sort'] } : {}),
  };
}

/** The variables of PropertiesDocument / WarehousesDocument / ParkingLotsDocument. */
export function listVariables(filters: UnitFilters) {
  const homes = filters.kind === 'property';
  return {
    project_id: filters.project,
    identifier: filters.identifier,
    // Model and orientation describe homes; the complements' lists would match nothing.
    model: homes ? filters.model : '',
    orientation: homes ? filters.orientation : '',
    tower: filters.tower,
    visible: filters.visibility === 'visibles' ? '1' : filters.visibility === 'ocultas' ? '0' : '',
    page: filters.page,
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
}

/** Changing a filter starts over at page 1 (a later page may not exist under the new filter). */
export type FilterPatch = Partial<Record<'project' | 'model' | 'tower' | 'orientation', string>> & {
  visibility?: Visibility;
  q?: string;
};
