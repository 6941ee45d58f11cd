// People of a Rukan record (holder, partner, children, other members) as one table each, with an
// empty sentence instead of an empty table.
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { formatDate } from '../../../lib/format';
import { capitalized, personName, rutText } from './business-labels';
import type { RukanPerson } from './business-details.types';

export interface RukanPeopleTableProps {
  title: string;
  people: readonly RukanPerson[];
  empty: string;
}

const COLUMNS = [
  'Nombre',
  'RUT',
  'Fecha de nacimiento',
  'Nacionalidad',
  'Estado civil',
  'Relación',
];

const cell = (text: string) => text || '—';

export function RukanPeopleTable({ title, people, empty }: RukanPeopleTableProps) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {people.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {COLUMNS.map((column) => (
                  <Table.ColumnHeader key={column} scope="col" whiteSpace="nowrap">
                    {column}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {people.map((person) => (
                <Table.Row key={`${person.rut}-${person.rut_dv}`}>
                  <Table.Cell>{personName(person)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{cell(rutText(person))}</Table.Cell>
                  <Table.Cell>{cell(formatDate(person.birth_date))}</Table.Cell>
                  <Table.Cell>{cell(person.nationality ?? '')}</Table.Cell>
                  <Table.Cell>{cell(capitalized(person.civil_status))}</Table.Cell>
                  <Table.Cell>{cell(capitalized(person.relation))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** Members not already shown as partner or children: the registry lists them again. */
export function otherMembers(
  members: readonly RukanPerson[],
  shown: readonly (RukanPerson | null)[],
): RukanPerson[] {
  const known = new Set(shown.flatMap((p) => (p ? [`${p.rut}-${p.rut_dv}`] : [])));
  return members.filter((member) => !known.has(`${member.rut}-${member.rut_dv}`));
}
