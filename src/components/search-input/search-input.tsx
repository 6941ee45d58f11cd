// A list's search box. It keeps what the user types and tells the list 300 ms after the last key
// (Enter tells it at once), so a list with the search in its URL does not push one history entry
// and one request per keystroke.
import { useEffect, useRef, useState } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The accessible name ('Buscar usuarios'). */
  label: string;
}

export function SearchInput({ value, onChange, placeholder, label }: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  // What we last told the parent, to tell our own echo from an outside change (back button).
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setDraft(value);
      setSent(value);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    clearTimeout(timer.current);
    setSent(next);
    latestOnChange.current(next);
  };
  const type = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(next.trim()), SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    setDraft('');
    send('');
  };

  return (
    <InputGroup
      maxW={{ base: 'full', md: 'sm' }}
      startElement={<Search size={16} aria-hidden />}
      endElement={
        draft ? (
          <IconButton
            type="button"
            variant="ghost"
            size="xs"
            me="-2"
            aria-label="Limpiar búsqueda"
            onClick={clear}
          >
            <X aria-hidden />
          </IconButton>
        ) : undefined
      }
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') send(draft.trim());
          if (event.key === 'Escape' && draft) {
            event.preventDefault();
            clear();
          }
        }}
      />
    </InputGroup>
  );
}
