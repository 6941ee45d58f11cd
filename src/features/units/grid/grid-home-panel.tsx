// The side panel of the active cell: the home's state, price and flags, and the warehouses and
// parking lots sold with it, each a link to its details.
import { Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { formatUF } from '../../../lib/format';
import { STATE_STYLES, floorLabel, type GridHome } from './grid-layout';

const complementHref = (type: string, id: string) =>
  type === 'warehouse' ? `/warehouses/${id}/details` : `/parkinglots/${id}/details`;
const complementNoun = (type: string) => (type === 'warehouse' ? 'Bodega' : 'Estacionamiento');
const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

export function GridHomePanel({ home }: { home: GridHome | null }) {
  if (!home)
    return (
      <Text color="fg.muted" fontSize="sm">
        Elige una vivienda para ver sus datos.
      </Text>
    );
  const style = STATE_STYLES[home.state];
  return (
    <Stack gap="3" aria-live="polite">
      <Heading as="h2" size="md">
        Vivienda {home.identifier}
      </Heading>
      <Box>
        <Badge style={{ background: style.fill, color: style.text }}>{style.label}</Badge>
      </Box>
      <Text fontSize="sm">
        {floorLabel(home.floor)}
        {home.model ? ` · ${home.model}` : ''} · {formatUF(home.price)}
      </Text>
      <Text fontSize="sm">
        Visible: {yesNo(home.visible)} · Reservable: {yesNo(home.bookeable)} · Promesable:{' '}
        {yesNo(home.promisable)}
      </Text>
      <Box>
        <Text fontSize="sm" fontWeight="semibold" mb="1">
          Bodegas y estacionamientos
        </Text>
        {home.complements.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            Sin bodegas ni estacionamientos asociados.
          </Text>
        ) : (
          <List.Root fontSize="sm" ps="4">
            {home.complements.map((unit) => (
              <List.Item key={`${unit.type}:${unit.id}`}>
                <Link href={complementHref(unit.type, unit.id)}>
                  {complementNoun(unit.type)} {unit.identifier}
                </Link>{' '}
                · {formatUF(unit.price)}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      <Button asChild size="sm" variant="outline" colorPalette="gray" alignSelf="flex-start">
        <Link href={`/properties/${home.id}/details`}>Abrir ficha</Link>
      </Button>
    </Stack>
  );
}
