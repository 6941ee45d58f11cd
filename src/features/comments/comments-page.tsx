// Route /comments: the project filter and the page live in the URL (?project=&page=); the
// previous page stays on screen while the next one loads.
import { useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { CommentsDocument } from '../../../graphql/generated/client/graphql';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { readPage, useUrlState } from '../../lib/react/use-url-state';
import { CommentsView } from './comments-view';
import { useProjectOptions } from './use-project-options';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';

export function CommentsPage() {
  const [params, setParams] = useUrlState();
  const raw = params['project'] ?? '';
  const project = /^\d+$/.test(raw) ? raw : '';
  const page = readPage(params['page']);
  const list = useTypedQuery(
    CommentsDocument,
    { page, project_id: project },
    { placeholderData: keepPreviousData },
  );
  const projects = useProjectOptions();
  const lastPage = list.data?.comments.last_page;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage !== undefined && page > lastPage)
      setParams({ page: lastPage > 1 ? lastPage : null }, { replace: true });
  }, [list.isPlaceholderData, lastPage, page, setParams]);
  return (
    <SavedViewsScope list="comments">
      <CommentsView
        page={list.data?.comments ?? null}
        loading={list.isPending || list.isPlaceholderData}
        error={list.error ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        project={project}
        projects={projects}
        onProjectChange={(value) => setParams({ project: value || null, page: null })}
        onPageChange={(next) => setParams({ page: next > 1 ? next : null })}
      />
    </SavedViewsScope>
  );
}
