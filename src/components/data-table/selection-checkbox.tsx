// The checkbox of the selection column. A real (visually hidden) checkbox input, so Tab reaches
// it and Space toggles it; the shift key of the pointer or key press travels with the change so
// the table can select a range.
import { useRef } from 'react';
import { Checkbox } from '@chakra-ui/react';

export interface SelectionCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange(checked: boolean, shift: boolean): void;
}

export function SelectionCheckbox({ label, checked, disabled, onChange }: SelectionCheckboxProps) {
  const shift = useRef(false);
  const remember = (event: { shiftKey: boolean }) => {
    shift.current = event.shiftKey;
  };
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="primary"
      checked={checked}
      disabled={disabled}
      onPointerDownCapture={remember}
      onKeyDownCapture={remember}
      onCheckedChange={(details) => {
        onChange(details.checked === true, shift.current);
        shift.current = false;
      }}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
