// /warehouses/{id}/details and /parkinglots/{id}/details: the unit's fields, its flags (saved at
// once) and the homes it is sold with.
import {
  Badge,
  Box,
  Card,
  DataList,
  Grid,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/page-header';
import { formatArea, formatUF } from '../../../lib/format';
import { FlagSwitch } from '../../../components/flag-switch';
import { UNIT_CELL_CSS } from '../unit-cell-css';
import { FLAG_LABELS } from '../units.types';

export const COMPLEMENT_FLAGS = ['visible', 'bookeable', 'promisable'] as const;
export type ComplementFlag = (typeof COMPLEMENT_FLAGS)[number];

export interface ComplementDetail {
  id: string;
  identifier: string;
  price: number;
  floor: number | null;
  tower: string | null;
  total_area: number | null;
  municipal_area: number | null;
  built_area: number | null;
  lots: string | null;
  type: string | null;
  available: boolean;
  visible: boolean;
  bookeable: boolean;
  promisable: boolean;
  project: { id: string; name: string } | null;
  complements: ReadonlyArray<{ id: string; identifier: string; price: number; type: string }>;
}

export interface ComplementDetailsViewProps {
  kind: 'warehouse' | 'parkinglot';
  unit: ComplementDetail;
  pending: ReadonlySet<ComplementFlag>;
  onFlagChange(flag: ComplementFlag, next: boolean): void;
}

const area = (value: number | null) => (value === null ? '—' : formatArea(value));

export function ComplementDetailsView({
  kind,
  unit,
  pending,
  onFlagChange,
}: ComplementDetailsViewProps) {
  const noun = kind === 'warehouse' ? 'Bodega' : 'Estacionamiento';
  const facts: Array<[string, string]> = [
    ['Proyecto', unit.project?.name ?? '—'],
    ['Precio', formatUF(unit.price)],
    ['Torre', unit.tower ?? '—'],
    ['Piso', unit.floor === null ? '—' : String(unit.floor)],
    ['Superficie total', area(unit.total_area)],
    ['Superficie municipal', area(unit.municipal_area)],
    ['Superficie construida', area(unit.built_area)],
    ['Lote', unit.lots ?? '—'],
    ['Tipo', unit.type ?? '—'],
  ];
  const listHref = `/properties?project=${unit.project?.id ?? ''}&tab=${kind}`;
  return (
    <Box>
      <PageHeader
        title={`${noun} ${unit.identifier}`}
        description={unit.project?.name}
        actions={
          <ChakraLink asChild color="primary.fg">
            <Link href={listHref}>Volver a la lista</Link>
          </ChakraLink>
        }
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Header>
            <Card.Title>Datos</Card.Title>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              {facts.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
              <DataList.Item>
                <DataList.ItemLabel>Estado</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Badge colorPalette={unit.available ? 'green' : 'gray'}>
                    {unit.available ? 'Disponible' : 'No disponible'}
                  </Badge>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Stack gap="6">
          <Card.Root>
            <Card.Header>
              <Card.Title>Publicación</Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack gap="3" css={UNIT_CELL_CSS}>
                {COMPLEMENT_FLAGS.map((flag) => (
                  <Box key={flag} display="flex" justifyContent="space-between" alignItems="center">
                    <Text>{FLAG_LABELS[flag]}</Text>
                    <FlagSwitch
                      label={`${FLAG_LABELS[flag]}: ${unit.identifier}`}
                      checked={unit[flag]}
                      busy={pending.has(flag)}
                      onChange={(next) => onFlagChange(flag, next)}
                    />
                  </Box>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Card.Title>Viviendas vinculadas</Card.Title>
            </Card.Header>
            <Card.Body>
              {unit.complements.length === 0 ? (
                <Text color="fg.muted">Aún no se vende con ninguna vivienda.</Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none">
                  {unit.complements.map((home) => (
                    <Box as="li" key={home.id} display="flex" justifyContent="space-between">
                      <ChakraLink asChild color="primary.fg" fontWeight="semibold">
                        <Link href={`/properties/${home.id}/details`}>{home.identifier}</Link>
                      </ChakraLink>
                      <Text color="fg.muted">{formatUF(home.price)}</Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Box>
  );
}
