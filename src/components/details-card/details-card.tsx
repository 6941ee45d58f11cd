// A titled section of a details page: label–value pairs (a description list, so screen readers
// announce each value with its label) and anything else below them. An empty value reads '—'.
import { useId, type ReactNode } from 'react';
import { Card, DataList, Heading, Text } from '@chakra-ui/react';

export interface DetailField {
  label: string;
  value: ReactNode;
}

export interface DetailsCardProps {
  title: string;
  fields?: readonly DetailField[];
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

export function DetailsCard({ title, fields = [], actions, children }: DetailsCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm" minW="0">
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {actions}
      </Card.Header>
      <Card.Body gap="4">
        {fields.length > 0 ? (
          <DataList.Root orientation="horizontal" size="md" gap="3">
            {fields.map((field) => (
              <DataList.Item key={field.label} alignItems="flex-start">
                <DataList.ItemLabel minW="36" flexShrink={0}>
                  {field.label}
                </DataList.ItemLabel>
                <DataList.ItemValue minW="0" wordBreak="break-word">
                  {isEmpty(field.value) ? <Text color="fg.muted">—</Text> : field.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : null}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
