// The household side of a Rukan record: the Registro Social de Hogares entry, the residence and
// the rural housing program (free-form JSON from the registry, listed key by key).
import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate, formatNumber } from '../../../lib/format';
import { jsonEntries, jsonText, tenureLabel } from './rukan-labels';
import type { RukanRecord } from './business-details.types';

interface BlockProps {
  title: string;
  fields: ReadonlyArray<readonly [string, string]>;
  empty: string;
}

function DefinitionBlock({ title, fields, empty }: BlockProps) {
  return (
    <Stack gap="2" minW="0">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {fields.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <DataList.Root orientation="horizontal" size="sm" gap="2" aria-label={title}>
          {fields.map(([label, value]) => (
            <DataList.Item key={label} alignItems="flex-start">
              <DataList.ItemLabel minW="36" flexShrink={0}>
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue minW="0" wordBreak="break-word">
                {value || '—'}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
    </Stack>
  );
}

export function RukanSocialRegistry({ registry }: { registry: RukanRecord['social_registry'] }) {
  return (
    <DefinitionBlock
      title="Registro Social de Hogares"
      empty="Sin datos del Registro Social de Hogares."
      fields={
        registry
          ? [
              ['Tramo CSE', registry.tramo_cse],
              ['Folio', registry.folio],
              ['Fecha de encuesta', formatDate(registry.date_poll)],
              ['Región', registry.region],
              ['Ciudad', registry.city],
            ]
          : []
      }
    />
  );
}

export function RukanResidence({ residence }: { residence: RukanRecord['residence'] }) {
  return (
    <DefinitionBlock
      title="Residencia"
      empty="Sin datos de residencia."
      fields={
        residence
          ? [
              ['Dirección', residence.address ?? ''],
              ['Comuna', residence.commune ?? ''],
              ['Tenencia', tenureLabel(residence.tenure)],
              ['Personas en el hogar', formatNumber(residence.household_size)],
            ]
          : []
      }
    />
  );
}

export function RukanRuralProgram({ program }: { program: unknown }) {
  const entries = jsonEntries(program);
  // A list or a bare value is still the registry's answer: shown as one line rather than lost.
  const fields: Array<[string, string]> =
    entries ?? (jsonText(program) ? [['Datos', jsonText(program)]] : []);
  return (
    <DefinitionBlock
      title="Programa de Habitabilidad Rural"
      empty="Sin datos del programa de habitabilidad rural."
      fields={fields}
    />
  );
}
