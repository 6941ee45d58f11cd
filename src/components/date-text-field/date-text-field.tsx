// A date typed as dd-mm-aaaa. It tells the page only when the person is done (leaving the field
// or pressing Enter), so a half-typed date never reaches the URL; the page explains a wrong one.
import { useState } from 'react';
import { Field, Input } from '@chakra-ui/react';

export interface DateTextFieldProps {
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}

export function DateTextField({ label, value, error, onChange }: DateTextFieldProps) {
  const [draft, setDraft] = useState(value);
  // Follow the URL when it changes from outside (back button, "Limpiar filtros").
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft.trim() !== value) onChange(draft.trim());
  };
  return (
    <Field.Root invalid={error !== null} w={{ base: 'full', sm: '36' }}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        size="sm"
        inputMode="numeric"
        placeholder="dd-mm-aaaa"
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
