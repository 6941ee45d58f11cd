// A sales record's status as the tables of src/shared/sales-status name and colour it, so a list,
// a details page and the change dialog all say the same word in the same tone.
import { Badge } from '@chakra-ui/react';
import { isStatus, statusLabel, type StatusTable } from '../../shared/sales-status';

export interface StatusBadgeProps<S extends string> {
  table: StatusTable<S>;
  /** The stored code; an unknown one is shown as stored, in gray. */
  value: string;
}

export function StatusBadge<S extends string>({ table, value }: StatusBadgeProps<S>) {
  const tone = isStatus(table, value) ? table.statuses[value].tone : 'gray';
  // `subtle` pairs the palette's `fg` with its `subtle` background, both of which Chakra switches
  // in the dark skin: the text stays readable on either (a `solid` orange would not be).
  return (
    <Badge colorPalette={tone} variant="subtle" size="md" data-status={value} whiteSpace="nowrap">
      {statusLabel(table, value)}
    </Badge>
  );
}
