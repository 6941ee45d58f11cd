// The project editor's "Medios" tab (edit mode): reads the project's media and models fresh and
// wires every write of the tab; deletes ask first.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ModelsByProjectDocument,
  ProjectsMediaDocument,
  type ProjectsMediaQuery,
} from '../../../../graphql/generated/client/graphql';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { errorMessage } from '../../../lib/network/errors';
import { freshQueryOptions, queryKeyFor } from '../../../lib/query-client';
import { useTypedQuery } from '../../../lib/react/use-typed-query';
import { gallerySorted, slotMedia, type ProjectMedia } from './media.types';
import { ProjectMediaView } from './project-media-view';
import { useGalleryOrder } from './use-gallery-order';
import { useGalleryUploads } from './use-gallery-uploads';
import { useMediaActions, type PendingDelete } from './use-media-actions';

const merged = (list: readonly ProjectMedia[], added: readonly ProjectMedia[]) => {
  const ids = new Set(added.map((media) => media.id));
  return [...list.filter((media) => !ids.has(media.id)), ...added];
};

export function ProjectMediaPanel({ projectId }: { projectId: string }) {
  const client = useQueryClient();
  const variables = { project_id: projectId };
  const mediaKey = queryKeyFor(ProjectsMediaDocument, variables);
  const media = useTypedQuery(ProjectsMediaDocument, variables, freshQueryOptions);
  const models = useTypedQuery(ModelsByProjectDocument, variables, freshQueryOptions);
  const order = useGalleryOrder(projectId);
  const actions = useMediaActions(projectId);
  const uploads = useGalleryUploads(projectId, {
    onStored: (added) =>
      client.setQueryData<ProjectsMediaQuery>(mediaKey, (old) =>
        old ? { projectsmedia: merged(old.projectsmedia, added) } : old,
      ),
    onDrained: () => void invalidateForRecord(client, 'project_media'),
  });
  const [pending, setPending] = useState<PendingDelete | null>(null);

  const all = media.data?.projectsmedia ?? [];
  const gallery = gallerySorted(all);

  return (
    <>
      <ProjectMediaView
        loading={media.isPending}
        error={media.error ? errorMessage(media.error) : null}
        onRetry={() => void media.refetch()}
        slots={{ logo: slotMedia(all, 'logo'), cover_page: slotMedia(all, 'cover_page') }}
        slotBusy={actions.slotBusy}
        slotErrors={actions.slotErrors}
        onReplaceSlot={actions.replaceSlot}
        onDeleteSlot={(slot, item) =>
          setPending({
            media: item,
            kind: 'other',
            what: slot === 'logo' ? 'el logo' : 'la portada',
          })
        }
        gallery={{
          images: gallery,
          uploads: uploads.uploads,
          uploadedCount: uploads.done,
          savingOrder: order.saving,
          orderError: order.error,
          onFiles: uploads.addFiles,
          onMove: (from, to) => order.move(gallery, from, to),
          onDelete: (item, name) => setPending({ media: item, kind: 'gallery', what: `«${name}»` }),
          onDismissUpload: uploads.dismiss,
        }}
        floorPlans={{
          models: models.data?.modelsbyproject ?? [],
          loading: models.isPending,
          saving: actions.planSaving,
          error: actions.planError ?? (models.error ? errorMessage(models.error) : null),
          onUpload: actions.uploadPlan,
          onDelete: (model, item) =>
            setPending({ media: item, kind: 'other', what: `el plano del modelo ${model}` }),
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={`¿Eliminar ${pending?.what ?? ''}?`}
        description="El archivo se borra del proyecto y deja de verse en el sitio. No se puede deshacer."
        confirmLabel="Eliminar"
        busy={actions.removing}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void actions.remove(pending).then(() => setPending(null))}
      />
    </>
  );
}
