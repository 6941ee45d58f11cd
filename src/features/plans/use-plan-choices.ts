// What /plans/create and /plans/contract read: the viewer's projects grouped by agency and the
// additional plan types, with the selection kept in the URL.
import { useMemo } from 'react';
import { PlanChoicesDocument } from '../../../graphql/generated/client/graphql';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { useUrlState } from '../../lib/react/use-url-state';
import { readSelection, selectionParams } from './plan-selection';
import type { Option, PlanSelection } from './plans.types';

export function usePlanChoices() {
  const [params, setParams] = useUrlState();
  // Fresh each visit: the plans and payments change as contracts are confirmed.
  const choices = useTypedQuery(PlanChoicesDocument, {}, { staleTime: 0 });
  const all = useMemo(() => choices.data?.projectsrelatedtome ?? [], [choices.data]);
  const agencies = useMemo(() => {
    const byId = new Map<string, Option>();
    for (const p of all) {
      byId.set(p.real_state_agency_id, {
        value: p.real_state_agency_id,
        label: p.realstateagency?.name ?? `Inmobiliaria ${p.real_state_agency_id}`,
      });
    }
    return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }, [all]);
  const read = readSelection(params);
  // ?project= is the plan button of /projects: that project, in its agency.
  const fromButton = all.find((p) => p.id === params['project']);
  const agency =
    read.agency ||
    fromButton?.real_state_agency_id ||
    (agencies.length === 1 ? (agencies[0]?.value ?? '') : '');
  const projects = all.filter((p) => p.real_state_agency_id === agency);
  const wanted = read.projects.length || !fromButton ? read.projects : [fromButton.id];
  const selection: PlanSelection = {
    ...read,
    agency,
    // Ids of another agency or unknown ones (a hand-edited URL) are dropped once the list is in.
    projects: choices.data ? wanted.filter((id) => projects.some((p) => p.id === id)) : wanted,
  };
  const setSelection = (next: PlanSelection) =>
    setParams({ ...selectionParams(next), project: null }, { replace: true });
  return { choices, agencies, projects, selection, setSelection };
}
