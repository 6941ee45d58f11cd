// The plan contract travels in the URL (?agency=1&projects=4,7&plan=2&additionals=3:1,5:2), so
// a reload of /plans/create or /plans/contract, the back button or a shared link keeps it. Bad
// pieces (a hand-edited URL) are dropped, never guessed.
import { MAX_ADDITIONAL_QUANTITY, planOffer } from '../../shared/plans';
import type { UrlParams, UrlParamsPatch } from '../../lib/react/use-url-state';
import type { ChosenAdditional, PlanSelection } from './plans.types';

const isId = (text: string) => /^[1-9]\d{0,9}$/.test(text);

function readAdditionals(text: string | undefined): ChosenAdditional[] {
  const seen = new Set<string>();
  return (text ?? '').split(',').flatMap((piece) => {
    const [id = '', count = '1'] = piece.split(':');
    const quantity = Number(count);
    if (!isId(id) || seen.has(id) || !Number.isInteger(quantity)) return [];
    if (quantity < 1 || quantity > MAX_ADDITIONAL_QUANTITY) return [];
    seen.add(id);
    return [{ id, quantity }];
  });
}

export function readSelection(params: UrlParams): PlanSelection {
  const plan = Number(params['plan']);
  const projects = (params['projects'] ?? '').split(',').filter(isId);
  return {
    agency: isId(params['agency'] ?? '') ? (params['agency'] ?? '') : '',
    projects: [...new Set(projects)],
    plan: planOffer(plan) ? plan : null,
    additionals: readAdditionals(params['additionals']),
  };
}

/** The URL parameters of a selection (empty parts removed). */
export function selectionParams(selection: PlanSelection): UrlParamsPatch {
  return {
    agency: selection.agency || null,
    projects: selection.projects.join(',') || null,
    plan: selection.plan ?? null,
    additionals: selection.additionals.map((a) => `${a.id}:${a.quantity}`).join(',') || null,
  };
}

export function selectionSearch(selection: PlanSelection): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(selectionParams(selection))) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}
