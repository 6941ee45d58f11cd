// Label and value pairs of a details card (Chakra's DataList: a <dl>, read as such by screen
// readers). A missing value says so instead of leaving a hole.
import type { ReactNode } from 'react';
import { DataList, Text } from '@chakra-ui/react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="3">
      {items.map((item) => (
        <DataList.Item key={item.label} alignItems="baseline">
          <DataList.ItemLabel minW="44">{item.label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" wordBreak="break-word">
            {item.value === '' || item.value === null || item.value === undefined ? (
              <Text as="span" color="fg.muted">
                Sin información
              </Text>
            ) : (
              item.value
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
