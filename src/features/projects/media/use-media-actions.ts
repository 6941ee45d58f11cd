// The media tab's other writes: replace the logo or cover page, set a floor plan for several
// models, and delete any one file. Each re-reads the project's media from the server afterwards
// (projectsmedia and modelsbyproject are always fetched fresh).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AddProjectImageDocument,
  DeleteMediaProjectDocument,
  EditMediaPropertyByModelDocument,
  RemoveProjectImageDocument,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/network/errors';
import { invalidateForRecord } from '../../../lib/record-invalidation';
import { useTypedMutation } from '../../../lib/react/use-typed-query';
import type { ProjectMedia, SingleSlot } from './media.types';

/** A file the user asked to delete, waiting for the confirmation. */
export interface PendingDelete {
  media: ProjectMedia;
  /** 'gallery' photos go through removeProjectImage (it closes the gap in the order). */
  kind: 'gallery' | 'other';
  /** '«fachada.jpg»', 'el logo', 'el plano del modelo A1'. */
  what: string;
}

const SAVED_TITLE: Record<string, string> = {
  logo: 'Se guardó el nuevo logo.',
  cover_page: 'Se guardó la nueva portada.',
};

const isSlot = (type: string): type is SingleSlot => type === 'logo' || type === 'cover_page';

export function useMediaActions(projectId: string) {
  const client = useQueryClient();
  const [slotErrors, setSlotErrors] = useState<Partial<Record<SingleSlot, string>>>({});
  const [planError, setPlanError] = useState<string | null>(null);
  const refresh = () => invalidateForRecord(client, 'project_media');

  const slot = useTypedMutation(AddProjectImageDocument, {
    onMutate: ({ type }) => isSlot(type) && setSlotErrors((now) => ({ ...now, [type]: undefined })),
    onSuccess: (_saved, { type }) => {
      toaster.create({ type: 'success', title: SAVED_TITLE[type] ?? 'Imagen guardada.' });
      return refresh();
    },
    onError: (failure, { type }) =>
      isSlot(type) && setSlotErrors((now) => ({ ...now, [type]: errorMessage(failure) })),
  });

  const plan = useTypedMutation(EditMediaPropertyByModelDocument, {
    onMutate: () => setPlanError(null),
    onSuccess: (saved) => {
      const count = saved.editMediaPropertyByModel.length;
      toaster.create({
        type: 'success',
        title: count === 1 ? 'Plano guardado.' : `Plano guardado para ${count} modelos.`,
      });
      return refresh();
    },
    onError: (failure) => setPlanError(errorMessage(failure)),
  });

  const onDeleted = () => refresh();
  const onDeleteFailed = (failure: unknown) =>
    toaster.create({
      type: 'error',
      title: 'No se pudo eliminar.',
      description: errorMessage(failure),
    });
  const removeGallery = useTypedMutation(RemoveProjectImageDocument, {
    onSuccess: onDeleted,
    onError: onDeleteFailed,
  });
  const removeOther = useTypedMutation(DeleteMediaProjectDocument, {
    onSuccess: onDeleted,
    onError: onDeleteFailed,
  });

  function remove(pending: PendingDelete) {
    const variables = { project_id: projectId, media_id: pending.media.id };
    const mutation = pending.kind === 'gallery' ? removeGallery : removeOther;
    return mutation.mutateAsync(variables).then(
      () => toaster.create({ type: 'success', title: `Se eliminó ${pending.what}.` }),
      () => undefined,
    );
  }

  const slotBusy: Partial<Record<SingleSlot, boolean>> = {};
  const busyType = slot.isPending ? slot.variables?.type : undefined;
  if (busyType && isSlot(busyType)) slotBusy[busyType] = true;

  return {
    replaceSlot: (type: SingleSlot, file: File) =>
      slot.mutate({ project_id: projectId, type, files: [file] }),
    slotBusy,
    slotErrors,
    uploadPlan: (models: string[], file: File) =>
      plan.mutateAsync({ project_id: projectId, models, file }),
    planSaving: plan.isPending,
    planError,
    remove,
    removing: removeGallery.isPending || removeOther.isPending,
  };
}
