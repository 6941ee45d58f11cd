// The toolbar that appears with a selection: one request changes every selected unit.
import { Button, Flex, HStack, Separator, Text } from '@chakra-ui/react';
import { Eye, EyeOff, X } from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import type { UnitKind } from '../units.types';

export type GroupedField = 'visible' | 'vulnerable' | 'sectores_medios';

export interface GroupedAction {
  field: GroupedField;
  flag: boolean;
}

export interface GroupedToolbarProps {
  kind: UnitKind;
  count: number;
  /** The action running now, if any: its button spins, the others wait. */
  running: GroupedAction | null;
  onAction(action: GroupedAction): void;
  onClear(): void;
}

const ACTIONS: ReadonlyArray<GroupedAction & { label: string; homesOnly: boolean }> = [
  { field: 'visible', flag: true, label: 'Mostrar', homesOnly: false },
  { field: 'visible', flag: false, label: 'Ocultar', homesOnly: false },
  { field: 'vulnerable', flag: true, label: 'Marcar vulnerable', homesOnly: true },
  { field: 'vulnerable', flag: false, label: 'Quitar vulnerable', homesOnly: true },
  { field: 'sectores_medios', flag: true, label: 'Marcar sector medio', homesOnly: true },
  { field: 'sectores_medios', flag: false, label: 'Quitar sector medio', homesOnly: true },
];

export function groupedLabel(action: GroupedAction): string {
  return ACTIONS.find((a) => a.field === action.field && a.flag === action.flag)?.label ?? '';
}

export function selectedText(count: number): string {
  return count === 1 ? '1 seleccionada' : `${formatNumber(count)} seleccionadas`;
}

export function GroupedToolbar({ kind, count, running, onAction, onClear }: GroupedToolbarProps) {
  const actions = ACTIONS.filter((a) => kind === 'property' || !a.homesOnly);
  return (
    <Flex
      role="toolbar"
      aria-label="Acciones sobre la selección"
      gap="3"
      align="center"
      wrap="wrap"
      mb="3"
      px="4"
      py="2"
      rounded="md"
      bg="primary.subtle"
      borderWidth="1px"
      borderColor="primary.muted"
    >
      <Text fontWeight="semibold" aria-live="polite">
        {selectedText(count)}
      </Text>
      <Separator orientation="vertical" h="6" />
      <HStack gap="2" wrap="wrap" flex="1">
        {actions.map((action) => {
          const isRunning = running?.field === action.field && running.flag === action.flag;
          return (
            <Button
              key={action.label}
              size="sm"
              variant={action.field === 'visible' ? 'solid' : 'outline'}
              colorPalette={action.field === 'visible' ? 'primary' : 'gray'}
              bg={action.field === 'visible' ? undefined : 'bg.panel'}
              loading={isRunning}
              loadingText={action.label}
              disabled={running !== null && !isRunning}
              onClick={() => onAction({ field: action.field, flag: action.flag })}
            >
              {action.field === 'visible' ? (
                action.flag ? (
                  <Eye aria-hidden />
                ) : (
                  <EyeOff aria-hidden />
                )
              ) : null}
              {action.label}
            </Button>
          );
        })}
      </HStack>
      <Button
        size="sm"
        variant="ghost"
        colorPalette="gray"
        onClick={onClear}
        disabled={running !== null}
      >
        <X aria-hidden />
        Quitar selección
      </Button>
    </Flex>
  );
}
