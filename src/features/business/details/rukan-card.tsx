// The customer's Rukan record: sensitive personal data the server sends only to roles with
// business access (and audits each read). Null means none or not for this viewer; the page does
// not say which, since that would itself reveal whether a record exists.
import { Badge, EmptyState, SimpleGrid, Stack } from '@chakra-ui/react';
import { ShieldOff } from 'lucide-react';
import { DetailsCard } from '../../../components/details-card/details-card';
import { RukanPropertiesTable, RukanSubsidiesTable } from './rukan-assets';
import { RukanResidence, RukanRuralProgram, RukanSocialRegistry } from './rukan-household';
import { rukanValidity } from './rukan-labels';
import { RukanPeopleTable, otherMembers } from './rukan-people-table';
import type { RukanRecord } from './business-details.types';

export function RukanCard({ record }: { record: RukanRecord | null }) {
  if (!record)
    return (
      <DetailsCard title="Registro Rukan">
        <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <ShieldOff aria-hidden />
            </EmptyState.Indicator>
            <EmptyState.Title>Sin registro Rukan disponible</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      </DetailsCard>
    );
  const validity = rukanValidity(record);
  return (
    <DetailsCard
      title="Registro Rukan"
      actions={
        <Badge colorPalette={validity.tone} variant="subtle" size="md">
          {validity.label}
        </Badge>
      }
    >
      <Stack gap="6">
        <RukanPeopleTable title="Titular" people={[record.holder]} empty="" />
        <RukanPeopleTable
          title="Pareja"
          people={record.partner ? [record.partner] : []}
          empty="Sin pareja registrada."
        />
        <RukanPeopleTable title="Hijos" people={record.children} empty="Sin hijos registrados." />
        <RukanPeopleTable
          title="Otros integrantes"
          people={otherMembers(record.members, [record.partner, ...record.children])}
          empty="Sin otros integrantes del hogar."
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          <RukanSocialRegistry registry={record.social_registry} />
          <RukanResidence residence={record.residence} />
          <RukanRuralProgram program={record.rural_housing_program} />
        </SimpleGrid>
        <RukanSubsidiesTable subsidies={record.subsidies} />
        <RukanPropertiesTable properties={record.properties} />
      </Stack>
    </DetailsCard>
  );
}
