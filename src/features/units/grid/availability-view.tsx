// Route /projects/{id}/availability, drawn: the tower chooser, the legend with its counts, the
// grouped toolbar when homes are selected, the grid and the active home's panel. Prints as the
// grid and its legend alone.
import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FileImage, List, Printer } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { FilterSelect } from '../../../components/filter-select/filter-select';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { GroupedToolbar, type GroupedAction } from '../list/grouped-toolbar';
import { AvailabilityGrid } from './availability-grid';
import { GridHomePanel } from './grid-home-panel';
import { GridLegend } from './grid-legend';
import { floorsOf, stateCounts, type GridHome } from './grid-layout';
import { homesText, towerLabel } from './grid-texts';

export interface AvailabilityViewProps {
  projectId: string;
  projectName: string | null;
  towers: readonly string[];
  tower: string;
  /** Null while the tower loads (or failed). */
  homes: readonly GridHome[] | null;
  error: string | null;
  onRetry?: () => void;
  onTowerChange(tower: string): void;
  selected: ReadonlySet<string>;
  onSelectionChange(ids: ReadonlySet<string>): void;
  running: GroupedAction | null;
  onGroupedAction(action: GroupedAction): void;
  onOpen(id: string): void;
  onPrint(): void;
  onExportPng(): void;
  /** The breadcrumbs, passed by the page (the view knows no routing). */
  breadcrumbs?: ReactNode;
}

const printCss = {
  '@media print': {
    '& [data-print="hide"]': { display: 'none !important' },
    '& [role="grid"]': { overflow: 'visible' },
  },
} as const;

export function AvailabilityView(props: AvailabilityViewProps) {
  const { homes, selected, towers, tower } = props;
  const [activeId, setActiveId] = useState<string | null>(null);
  const floors = useMemo(() => floorsOf(homes ?? []), [homes]);
  const counts = useMemo(() => stateCounts(homes ?? []), [homes]);
  const active = homes?.find((home) => home.id === activeId) ?? homes?.[0] ?? null;
  const title = props.projectName
    ? `Grilla de disponibilidad · ${props.projectName}`
    : 'Grilla de disponibilidad';
  return (
    <Box css={printCss}>
      <PageHeader
        title={title}
        breadcrumbs={<Box data-print="hide">{props.breadcrumbs}</Box>}
        description={
          homes ? `${towerLabel(tower)} · ${homesText(homes.length)}` : 'Cargando la torre…'
        }
        actions={
          <HStack gap="2" data-print="hide">
            <Button asChild variant="outline" colorPalette="gray">
              <Link href={`/properties?project=${encodeURIComponent(props.projectId)}`}>
                <List aria-hidden />
                Ver lista
              </Link>
            </Button>
            <Button variant="outline" colorPalette="gray" onClick={props.onPrint} disabled={!homes}>
              <Printer aria-hidden />
              Imprimir
            </Button>
            <Button
              variant="outline"
              colorPalette="gray"
              onClick={props.onExportPng}
              disabled={!homes || homes.length === 0}
            >
              <FileImage aria-hidden />
              Exportar PNG
            </Button>
          </HStack>
        }
      />
      {props.error ? <LoadError message={props.error} onRetry={props.onRetry} /> : null}
      <Flex gap="4" align="flex-end" wrap="wrap" mb="4">
        <Box data-print="hide" maxW="60">
          <FilterSelect
            label="Torre"
            value={tower}
            options={towers.map((name) => ({ value: name, label: towerLabel(name) }))}
            disabled={towers.length < 2}
            onChange={props.onTowerChange}
          />
        </Box>
        <GridLegend counts={counts} />
      </Flex>
      {selected.size > 0 ? (
        <Box data-print="hide">
          <GroupedToolbar
            kind="property"
            count={selected.size}
            running={props.running}
            onAction={props.onGroupedAction}
            onClear={() => props.onSelectionChange(new Set())}
          />
        </Box>
      ) : null}
      {homes === null && !props.error ? (
        <Stack gap="1" role="status" aria-busy="true" aria-label="Cargando la grilla">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h="8" />
          ))}
        </Stack>
      ) : null}
      {homes !== null && homes.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          {towers.length === 0
            ? 'Este proyecto aún no tiene viviendas.'
            : `${towerLabel(tower)} no tiene viviendas.`}
        </Text>
      ) : null}
      {homes !== null && homes.length > 0 ? (
        <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
          <Box flex="1" minW="0">
            <Text fontSize="xs" color="fg.muted" mb="2" data-print="hide">
              Flechas para moverse, Espacio para seleccionar, Enter para abrir; Mayús + clic o
              arrastrar selecciona un rango.
            </Text>
            <AvailabilityGrid
              floors={floors}
              selected={selected}
              onSelectionChange={props.onSelectionChange}
              activeId={active?.id ?? null}
              onActiveChange={setActiveId}
              onOpen={props.onOpen}
            />
          </Box>
          <Box
            as="aside"
            aria-label="Vivienda elegida"
            w={{ base: 'full', lg: '72' }}
            flexShrink={0}
            p="4"
            borderWidth="1px"
            rounded="md"
            data-print="hide"
          >
            <GridHomePanel home={active} />
          </Box>
        </Flex>
      ) : null}
    </Box>
  );
}
