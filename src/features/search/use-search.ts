import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SearchDocument } from '../../../graphql/generated/client/graphql';
import { errorMessage } from '../../lib/network/errors';
import { useTypedQuery } from '../../lib/react/use-typed-query';
import type { SearchState } from './search.types';

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 200;
/** The server finds nothing in fewer characters. */
const MIN_TEXT = 2;
const PER_KIND = 5;

/** The palette's text and what its search answered; the request waits for typing to pause. */
export function useSearch(enabled: boolean) {
  const [text, setText] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSent(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const ready = enabled && sent.length >= MIN_TEXT;
  const query = useTypedQuery(
    SearchDocument,
    { text: sent, limit: PER_KIND },
    { enabled: ready, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const busy = sent !== text.trim() || query.isFetching;
  let state: SearchState;
  if (text.trim().length < MIN_TEXT) state = { status: 'idle' };
  else if (query.error && !busy) state = { status: 'error', message: errorMessage(query.error) };
  // The previous results stay on screen while the next ones load.
  else if (query.data) state = { status: 'done', results: query.data.search, busy };
  else state = { status: 'loading' };
  return { text, setText, state, retry: () => void query.refetch() };
}
