// Reordering is optimistic: the cached gallery takes the new orders at once, the server gets them,
// and a refusal puts the previous gallery back and says why.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  EditOrderProjectImagesDocument,
  ProjectsMediaDocument,
  type ProjectsMediaQuery,
} from '../../../../graphql/generated/client/graphql';
import { errorMessage } from '../../../lib/network/errors';
import { queryKeyFor } from '../../../lib/query-client';
import { useTypedMutation } from '../../../lib/react/use-typed-query';
import { orderPayload, reorder } from './gallery-order';
import type { ProjectMedia } from './media.types';

type Orders = ReadonlyArray<{ id: string | number; order: number }>;

function withOrders(data: ProjectsMediaQuery | undefined, orders: Orders) {
  if (!data) return data;
  const byId = new Map(orders.map((item) => [String(item.id), item.order]));
  return {
    projectsmedia: data.projectsmedia.map((media) => ({
      ...media,
      order: byId.get(media.id) ?? media.order,
    })),
  };
}

export function useGalleryOrder(projectId: string) {
  const client = useQueryClient();
  const key = queryKeyFor(ProjectsMediaDocument, { project_id: projectId });
  const previous = useRef<ProjectsMediaQuery | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const mutation = useTypedMutation(EditOrderProjectImagesDocument, {
    onMutate: async ({ images }) => {
      await client.cancelQueries({ queryKey: key });
      previous.current = client.getQueryData<ProjectsMediaQuery>(key);
      // Codegen types a list variable as 'one or many' (GraphQL input coercion).
      const list = Array.isArray(images) ? images : [images];
      client.setQueryData<ProjectsMediaQuery>(key, (old) => withOrders(old, list));
      setError(null);
    },
    onSuccess: ({ editOrderProjectImages: saved }) =>
      client.setQueryData<ProjectsMediaQuery>(key, (old) => withOrders(old, saved)),
    onError: (failure) => {
      if (previous.current) client.setQueryData(key, previous.current);
      setError(errorMessage(failure));
    },
  });

  function move(gallery: readonly ProjectMedia[], from: number, to: number) {
    const next = reorder(gallery, from, to);
    if (next) mutation.mutate({ images: orderPayload(next) });
  }

  return { move, saving: mutation.isPending, error };
}
