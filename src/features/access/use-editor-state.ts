// The open editor of a list page and what the server said about its last save.
import { useState } from 'react';
import { GraphQLRequestError } from '../../lib/network/errors';
import { formFailureOf, type FormFailure } from '../../lib/network/form-failure';

export type EditorTarget<T> = { mode: 'create' } | { mode: 'edit'; item: T };

export function useEditorState<T>() {
  const [target, setTarget] = useState<EditorTarget<T> | null>(null);
  const [failure, setFailure] = useState<FormFailure<'name' | 'permissions'>>({
    fields: {},
    message: null,
  });
  const reset = () => setFailure({ fields: {}, message: null });
  return {
    target,
    failure,
    open(next: EditorTarget<T>) {
      reset();
      setTarget(next);
    },
    close() {
      setTarget(null);
    },
    reset,
    /** A taken or protected name (CONFLICT) belongs next to the name field. */
    fail(error: unknown) {
      const split = formFailureOf(error, ['name', 'permissions'] as const);
      if (error instanceof GraphQLRequestError && error.code === 'CONFLICT' && split.message)
        setFailure({ fields: { name: split.message }, message: null });
      else setFailure(split);
    },
  };
}
