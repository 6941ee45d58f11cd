// Routes /news/create and /news/{id}/details: the form with the tags (tagsNews) and the projects
// picker (projectsrelatedtome); an id that matches nothing is a 404.
import { Box } from '@chakra-ui/react';
import { Redirect, useParams } from 'wouter';
import {
  NewsItemDocument,
  ProjectsRelatedToMeDocument,
  TagsNewsDocument,
} from '../../../graphql/generated/client/graphql';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { useCan, useViewer } from '../../lib/auth';
import { errorMessage } from '../../lib/network/errors';
import { isNotFound } from '../../lib/network/form-failure';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import { NewsForm } from './news-form';
import { newsDefaults } from './news-form.schema';
import { mediaUrl } from './news.types';
import { useNewsSave } from './use-news-save';
import { PageSkeleton } from '../../components/page-skeleton';

/** NewsUser edits news but may not open the list (spec §6): its way back is the home page. */
function useBackHref(): '/home' | '/news' {
  const viewer = useViewer();
  const canList = useCan('/news');
  return viewer !== null && !canList ? '/home' : '/news';
}

function useOptions() {
  const tags = useTypedQuery(TagsNewsDocument, {}, { staleTime: 5 * 60_000 });
  const projects = useTypedQuery(ProjectsRelatedToMeDocument, {}, { staleTime: 5 * 60_000 });
  return {
    tags: (tags.data?.tagsNews ?? []).map(({ id, name }) => ({ value: id, label: name })),
    projects: (projects.data?.projectsrelatedtome ?? []).map(({ id, name }) => ({
      value: id,
      label: name,
    })),
  };
}

export function NewsCreatePage() {
  const { save, saving, failure } = useNewsSave(null);
  const options = useOptions();
  const backHref = useBackHref();
  return (
    <Box>
      <PageHeader title="Crear noticia" description="Queda oculta hasta que la publiques." />
      <NewsForm
        mode="create"
        defaultValues={newsDefaults()}
        {...options}
        backHref={backHref}
        saving={saving}
        fieldErrors={failure.fields}
        error={failure.message}
        onSubmit={save}
      />
    </Box>
  );
}

export function NewsDetailsPage() {
  const { id = '' } = useParams<{ id: string }>();
  // The form starts from what the server holds now, not from a list page seen minutes ago.
  const query = useTypedQuery(NewsItemDocument, { id }, { staleTime: 0, refetchOnMount: 'always' });
  const { save, saving, failure } = useNewsSave(id);
  const options = useOptions();
  const backHref = useBackHref();
  const news = query.data?.news.data[0];
  if (isNotFound(query.error) || (query.isSuccess && !news))
    return <Redirect to="/error-404" replace />;
  return (
    <Box>
      <PageHeader title={news ? `Editar «${news.title}»` : 'Editar noticia'} />
      {query.error ? <FormAlert>{errorMessage(query.error)}</FormAlert> : null}
      {query.isPending ? <PageSkeleton label="Cargando noticia" variant="form" /> : null}
      {news ? (
        <NewsForm
          key={`${news.id}-${news.medias.map((m) => m.id).join('.')}`}
          mode="edit"
          defaultValues={newsDefaults(news)}
          currentLogoUrl={mediaUrl(news, 'logo')}
          currentCoverUrl={mediaUrl(news, 'cover_page')}
          {...options}
          backHref={backHref}
          saving={saving}
          fieldErrors={failure.fields}
          error={failure.message}
          onSubmit={save}
        />
      ) : null}
    </Box>
  );
}
