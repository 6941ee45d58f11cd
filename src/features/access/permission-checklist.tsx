// Every permission as a checkbox, menu permissions first with the menu entry each one shows, a
// filter for long lists and bulk buttons that act on what the filter shows.
import { useMemo, useState } from 'react';
import { Badge, Box, Button, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SearchInput } from '../../components/search-input/search-input';
import { MENU_LABELS, isSystemPermission } from './access-rules';

export interface PermissionChecklistProps {
  /** Every permission name. */
  names: readonly string[];
  value: readonly string[];
  onChange(next: string[]): void;
  disabled?: boolean;
}

interface Group {
  title: string;
  names: string[];
}

const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function groupsOf(names: readonly string[], query: string): Group[] {
  const needle = normalize(query.trim());
  const shown = names.filter(
    (name) => !needle || normalize(`${name} ${MENU_LABELS.get(name) ?? ''}`).includes(needle),
  );
  return [
    { title: 'Permisos del menú', names: shown.filter(isSystemPermission) },
    { title: 'Otros permisos', names: shown.filter((name) => !isSystemPermission(name)) },
  ].filter((group) => group.names.length > 0);
}

export function PermissionChecklist({
  names,
  value,
  onChange,
  disabled,
}: PermissionChecklistProps) {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupsOf(names, query), [names, query]);
  const selected = new Set(value);
  const shown = groups.flatMap((group) => group.names);

  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((item) => item !== name));
  const setShown = (on: boolean) =>
    onChange(
      on ? [...new Set([...value, ...shown])] : value.filter((item) => !shown.includes(item)),
    );

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Box flex="1" minW="48">
          <SearchInput
            label="Filtrar permisos"
            placeholder="Filtrar por nombre o sección del menú"
            value={query}
            onChange={setQuery}
          />
        </Box>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || shown.length === 0}
          onClick={() => setShown(true)}
        >
          Marcar {query ? 'los filtrados' : 'todos'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={disabled || shown.length === 0}
          onClick={() => setShown(false)}
        >
          Desmarcar {query ? 'los filtrados' : 'todos'}
        </Button>
      </HStack>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {value.length} de {names.length} permisos asignados
      </Text>
      {groups.length === 0 ? (
        <Text color="fg.muted">
          {names.length === 0
            ? 'Aún no hay permisos creados.'
            : `Ningún permiso coincide con «${query}».`}
        </Text>
      ) : null}
      {groups.map((group) => (
        <Box as="fieldset" key={group.title}>
          <Text as="legend" fontWeight="semibold" mb="2">
            {group.title}{' '}
            <Badge size="sm" variant="subtle">
              {group.names.filter((name) => selected.has(name)).length}/{group.names.length}
            </Badge>
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
            {group.names.map((name) => (
              <Checkbox.Root
                key={name}
                size="sm"
                checked={selected.has(name)}
                disabled={disabled}
                onCheckedChange={(details) => toggle(name, details.checked === true)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  <Text as="span" fontFamily="mono" textStyle="sm">
                    {name}
                  </Text>{' '}
                  {MENU_LABELS.has(name) ? (
                    <Text
                      as="span"
                      display="block"
                      textStyle="xs"
                      color="fg.muted"
                      fontWeight="normal"
                    >
                      Menú: {MENU_LABELS.get(name)}
                    </Text>
                  ) : null}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
