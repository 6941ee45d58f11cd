// Saved views of one list (issue 33), mounted by the list's page around its view: it gives the
// list's table its column and density preferences and the «Vistas» menu (TablePrefsContext).
// A view applies by setting the list's URL (filters, sort) and the table's preferences;
// `?view=<id>` opens a view, and a list opened with no parameters opens the default view.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  CreateSavedViewDocument,
  DeleteSavedViewDocument,
  SavedViewsDocument,
  SetDefaultSavedViewDocument,
  UpdateSavedViewDocument,
  type SavedViewFieldsFragment,
} from '../../../graphql/generated/client/graphql';
import { errorMessage } from '../../lib/network/errors';
import { queryKeyFor } from '../../lib/query-client';
import { useTypedMutation, useTypedQuery } from '../../lib/react/use-typed-query';
import { useUrlState } from '../../lib/react/use-url-state';
import { TablePrefsContext, type TablePrefs } from '../data-table/table-prefs';
import { toaster } from '../toaster';
import { SavedViewsMenu } from './saved-views-menu';
import { useLocalTablePrefs } from './use-local-table-prefs';
import { patchFor, sameState, stateOf, viewLink } from './view-state';

export interface SavedViewsScopeProps {
  /** The list's key (src/shared/schemas/saved-views.ts), e.g. 'properties'. */
  list: string;
  children: ReactNode;
}

const NOT_YOURS = 'La vista no existe o no es tuya.';

export function SavedViewsScope({ list, children }: SavedViewsScopeProps) {
  const [params, setParams] = useUrlState();
  const [path] = useLocation();
  const [local, setLocal] = useLocalTablePrefs(list);
  const query = useTypedQuery(SavedViewsDocument, { list });
  const views = query.data?.savedViews;
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeyFor(SavedViewsDocument, { list }) }); // prettier-ignore
  const [activeId, setActiveId] = useState<string | null>(null);
  // The default view applies only to a list opened bare, and only once.
  const openedBare = useRef(Object.keys(params).length === 0);
  const settled = useRef(false);

  const apply = useCallback(
    (view: SavedViewFieldsFragment, replace = false) => {
      setParams({ ...patchFor(view.state, params), page: null, view: null }, { replace });
      setLocal({ hidden: view.state.hidden_columns, density: view.state.density });
      setActiveId(view.id);
    },
    [params, setParams, setLocal],
  );

  const wanted = params.view;
  useEffect(() => {
    if (!views) return;
    if (wanted) {
      settled.current = true;
      const view = views.find((candidate) => candidate.id === wanted);
      if (view) apply(view, true);
      else {
        setParams({ view: null }, { replace: true });
        toaster.create({ type: 'error', title: NOT_YOURS });
      }
      return;
    }
    if (settled.current) return;
    settled.current = true;
    const preferred = views.find((view) => view.is_default);
    if (preferred && openedBare.current) apply(preferred, true);
  }, [views, wanted, apply, setParams]);

  const now = stateOf(params, local);
  const active = views?.find((view) => view.id === activeId) ?? null;
  const modified = active !== null && !sameState(active.state, now);

  const fail = (error: unknown) => toaster.create({ type: 'error', title: errorMessage(error) });
  const create = useTypedMutation(CreateSavedViewDocument);
  const update = useTypedMutation(UpdateSavedViewDocument, { onSettled: refresh, onError: fail });
  const remove = useTypedMutation(DeleteSavedViewDocument, { onSettled: refresh, onError: fail });
  const markDefault = useTypedMutation(SetDefaultSavedViewDocument, {
    onSettled: refresh,
    onError: fail,
  });

  const tools = (
    <SavedViewsMenu
      views={views ?? []}
      activeId={active?.id ?? null}
      modified={modified}
      loading={query.isPending}
      onApply={(id) => {
        const view = views?.find((candidate) => candidate.id === id);
        if (view) apply(view);
      }}
      onSave={async (name, isDefault) => {
        try {
          const saved = await create.mutateAsync({ list, name, state: now, is_default: isDefault });
          await refresh();
          setActiveId(saved.createSavedView.id);
          toaster.create({ type: 'success', title: `Vista «${saved.createSavedView.name}» guardada` }); // prettier-ignore
          return null;
        } catch (error) {
          return errorMessage(error);
        }
      }}
      onUpdate={(id) =>
        update.mutate(
          { id, state: now },
          { onSuccess: () => toaster.create({ type: 'success', title: 'Vista actualizada' }) },
        )
      }
      onDelete={(id) =>
        remove.mutate(
          { id },
          {
            onSuccess: () => {
              setActiveId(null);
              toaster.create({ type: 'success', title: 'Vista eliminada' });
            },
          },
        )
      }
      onSetDefault={(id, isDefault) => markDefault.mutate({ id, is_default: isDefault })}
      onCopyLink={(id) => void copyLink(viewLink(window.location.origin, path, id))}
    />
  );

  // A fresh value each render: the menu reads this render's URL, and the table re-renders with
  // its page anyway.
  const prefs: TablePrefs = {
    hidden: local.hidden,
    density: local.density,
    onHiddenChange: (hidden) => setLocal({ ...local, hidden }),
    onDensityChange: (density) => setLocal({ ...local, density }),
    tools,
  };
  return <TablePrefsContext.Provider value={prefs}>{children}</TablePrefsContext.Provider>;
}

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toaster.create({ type: 'success', title: 'Enlace copiado', description: link });
  } catch {
    // Without clipboard access the link is shown to be copied by hand.
    toaster.create({ type: 'info', title: 'Copia este enlace', description: link });
  }
}
