// The status switch of the list: changeUserStatus with the row flipped at once in the cached page
// (optimistic), put back if the server refuses, and a toast either way.
import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ChangeUserStatusDocument,
  UsersDocument,
  type UserRowFragment,
  type UsersQuery,
  type UsersQueryVariables,
} from '../../../../graphql/generated/client/graphql';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/network/errors';
import { executeOperation } from '../../../lib/network/execute';
import { queryKeyFor } from '../../../lib/query-client';
import { invalidateForRecord } from '../../../lib/record-invalidation';

export function useUserStatus(variables: UsersQueryVariables) {
  const client = useQueryClient();
  const key = queryKeyFor(UsersDocument, variables);
  const [pending, setPending] = useState<readonly string[]>([]);

  const change = useMutation({
    mutationFn: (input: { userid: string; status: boolean }) =>
      executeOperation(ChangeUserStatusDocument, input),
    onMutate: async ({ userid, status }) => {
      setPending((ids) => [...ids, userid]);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<UsersQuery>(key);
      client.setQueryData<UsersQuery>(key, (page) =>
        page
          ? {
              users: {
                ...page.users,
                data: page.users.data.map((user) =>
                  user.id === userid ? { ...user, status } : user,
                ),
              },
            }
          : page,
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toaster.create({
        type: 'error',
        title: 'No pudimos cambiar el estado.',
        description: errorMessage(error),
      });
    },
    onSuccess: (data) => {
      const { status, name, last_name } = data.changeUserStatus;
      toaster.create({
        type: 'success',
        title: status ? 'Usuario activado.' : 'Usuario desactivado.',
        description: `${name} ${last_name}`,
      });
    },
    onSettled: (_data, _error, { userid }) => {
      setPending((ids) => ids.filter((id) => id !== userid));
      void invalidateForRecord(client, 'user');
    },
  });

  const { mutate } = change;
  const toggle = useCallback(
    (user: UserRowFragment, active: boolean) => mutate({ userid: user.id, status: active }),
    [mutate],
  );
  return { toggle, pending };
}
