// A RUT field (issue 6: RUT is first-class). It formats while the user types or pastes
// ('123456785', '12345678-5', '12 345 678 5' → '12.345.678-5') and reports that formatted text,
// which for a complete RUT is its canonical form. Controlled (value/onChange), so it drops into a
// react-hook-form Controller; the form checks the value with rutProblem (src/shared/rut.ts).
import type { ChangeEvent, ComponentProps } from 'react';
import { Input } from '@chakra-ui/react';
import { applyRutEdit, formatRutTyping } from './rut-typing';

export type RutInputProps = Omit<
  ComponentProps<typeof Input>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  /** The RUT as the form holds it, formatted or not ('' = empty). */
  value: string;
  /** The formatted text after each edit ('12.345.678-5' once complete). */
  onChange(value: string): void;
};

export function RutInput({ value, onChange, placeholder, ...rest }: RutInputProps) {
  const shown = formatRutTyping(value ?? '');
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionStart ?? input.value.length;
    const edit = applyRutEdit(input.value, caret) ?? {
      // Refused (longer than any RUT): the text and caret from before the key.
      value: shown,
      caret: Math.max(0, caret - (input.value.length - shown.length)),
    };
    // Written here, before React re-renders: the new value prop then equals the element's text,
    // so React leaves it alone and the caret stays where we put it instead of jumping to the end.
    input.value = edit.value;
    if (input.ownerDocument.activeElement === input) {
      input.setSelectionRange(edit.caret, edit.caret);
    }
    if (edit.value !== value) onChange(edit.value);
  };

  return (
    <Input
      {...rest}
      type="text"
      // Letters stay available: K is a check digit.
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder ?? '12.345.678-5'}
      value={shown}
      onChange={handleChange}
    />
  );
}
