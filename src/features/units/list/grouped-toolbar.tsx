// The toolbar that appears with a selection: one request changes every selected unit.
import { Button, Flex, HStack, Separator, Text } from '@chakra-ui/react';
import {
  CalendarCheck,
  CalendarX,
  Eye,
  EyeOff,
  FileCheck,
  FileX,
  X,
  type LucideIcon,
} from 'lucide-react';
import { formatNumber } from '../../../lib/format';
import type { UnitKind } from '../units.types';

export type GroupedField =
  'visible' | 'bookeable' | 'promisable' | 'vulnerable' | 'sectores_medios';

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

interface ToolbarAction extends GroupedAction {
  label: string;
  homesOnly: boolean;
  icon?: LucideIcon;
}

// The flags the public site reads first (visible, then reservable and promesable, which every
// kind of unit carries), then the homes-only marks.
const ACTIONS: readonly ToolbarAction[] = [
  { field: 'visible', flag: true, label: 'Mostrar', homesOnly: false, icon: Eye },
  { field: 'visible', flag: false, label: 'Ocultar', homesOnly: false, icon: EyeOff },
  { field: 'bookeable', flag: true, label: 'Reservable', homesOnly: false, icon: CalendarCheck },
  { field: 'bookeable', flag: false, label: 'No reservable', homesOnly: false, icon: CalendarX },
  { field: 'promisable', flag: true, label: 'Promesable', homesOnly: false, icon: FileCheck },
  { field: 'promisable', flag: false, label: 'No promesable', homesOnly: false, icon: FileX },
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
          const solid = action.field === 'visible';
          const Icon = action.icon;
          return (
            <Button
              key={action.label}
              size="sm"
              variant={solid ? 'solid' : 'outline'}
              colorPalette={solid ? 'primary' : 'gray'}
              bg={solid ? undefined : 'bg.panel'}
              loading={isRunning}
              loadingText={action.label}
              disabled={running !== null && !isRunning}
              onClick={() => onAction({ field: action.field, flag: action.flag })}
            >
              {Icon ? <Icon aria-hidden /> : null}
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
