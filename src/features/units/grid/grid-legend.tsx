// The legend of the grid's colours with how many homes of the tower are in each state.
import { Box, HStack, Text } from '@chakra-ui/react';
import type { GridUnitState } from '../../../../graphql/generated/client/graphql';
import { formatNumber } from '../../../lib/format';
import { GRID_STATES, STATE_STYLES } from './grid-layout';

export function GridLegend({ counts }: { counts: Record<GridUnitState, number> }) {
  return (
    <HStack
      as="ul"
      aria-label="Leyenda y conteo por estado"
      gap="4"
      wrap="wrap"
      listStyleType="none"
    >
      {GRID_STATES.map((state) => {
        const style = STATE_STYLES[state];
        return (
          <HStack as="li" key={state} gap="2">
            <Box
              aria-hidden
              w="4"
              h="4"
              rounded="sm"
              borderWidth="1px"
              borderStyle={state === 'oculta' ? 'dashed' : 'solid'}
              style={{ background: style.fill, borderColor: style.border }}
              css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}
            />
            <Text fontSize="sm">
              {style.label}: <strong>{formatNumber(counts[state])}</strong>
            </Text>
          </HStack>
        );
      })}
    </HStack>
  );
}
