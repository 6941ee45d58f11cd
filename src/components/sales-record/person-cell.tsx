// The person of a sales record in a list cell: the name, then the lines a feature gives (the RUT,
// the ways to reach them). Drawn and tested through the list frame's stories.
import { Stack, Text } from '@chakra-ui/react';

export interface PersonCellProps {
  /** null: the record has no person yet. */
  name: string | null;
  lines?: readonly (string | null | undefined)[];
  /** 'Sin contacto': said when there is no person. */
  emptyText: string;
}

export function PersonCell({ name, lines = [], emptyText }: PersonCellProps) {
  if (name === null) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack gap="0" minW="48" maxW="72">
      <Text fontWeight="medium" lineClamp={2}>
        {name}
      </Text>
      {lines.filter(Boolean).map((line) => (
        <Text key={line} textStyle="xs" color="fg.muted" wordBreak="break-all">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
