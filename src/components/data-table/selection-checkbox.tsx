// The checkbox of the selection column: a native checkbox styled by the table (a page may hold
// hundreds, and a plain input costs nothing to mount), reachable with Tab and toggled with Space. The click's
// shift key travels with the change so the table can select a range.
import { useEffect, useRef } from 'react';

export interface SelectionCheckboxProps {
  label: string;
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  onChange(checked: boolean, shift: boolean): void;
}

export function SelectionCheckbox({ label, checked, disabled, onChange }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      className="vdt-check"
      type="checkbox"
      aria-label={label}
      aria-checked={indeterminate ? 'mixed' : undefined}
      data-state={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
      checked={checked === true}
      disabled={disabled}
      onChange={() => undefined}
      onClick={(event) => onChange(event.currentTarget.checked, event.shiftKey)}
    />
  );
}
