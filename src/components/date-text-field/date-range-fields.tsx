import { DateTextField } from './date-text-field';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  errors: { from: string | null; to: string | null };
  onChange(patch: { from: string } | { to: string }): void;
}

/** The «Desde» / «Hasta» pair every dated list filters by (dd-mm-aaaa, committed on blur). */
export function DateRangeFields({ from, to, errors, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <DateTextField
        label="Desde"
        value={from}
        error={errors.from}
        onChange={(value) => onChange({ from: value })}
      />
      <DateTextField
        label="Hasta"
        value={to}
        error={errors.to}
        onChange={(value) => onChange({ to: value })}
      />
    </>
  );
}
