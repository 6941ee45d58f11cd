import { appError } from '../../kernel';

// The grouped toggles receive the selected ids as text (spec §5): a JSON array ("[1,2,3]", ids as
// numbers or strings) or a comma-separated list ("1,2,3"). Duplicates collapse; at most 5,000.

export const MAX_GROUPED_UNITS = 5_000;
export const idsInvalid = 'La lista de unidades no es válida.';
export const tooManyIds = `Puedes cambiar hasta ${MAX_GROUPED_UNITS.toLocaleString('es-CL')} unidades a la vez.`;

const ID = /^[1-9]\d{0,9}$/;

function invalid() {
  return appError('BAD_USER_INPUT', idsInvalid, { field: 'properties' });
}

function itemsOf(text: string): unknown[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return trimmed.split(',');
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // falls through to the refusal
  }
  throw invalid();
}

export function parseUnitIds(text: string): number[] {
  const ids = new Set<number>();
  for (const item of itemsOf(text)) {
    const token = typeof item === 'number' || typeof item === 'string' ? String(item).trim() : '';
    if (!ID.test(token) || Number(token) > 2_147_483_647) throw invalid();
    ids.add(Number(token));
  }
  if (ids.size === 0) throw invalid();
  if (ids.size > MAX_GROUPED_UNITS) {
    throw appError('BAD_USER_INPUT', tooManyIds, { field: 'properties' });
  }
  return [...ids];
}
