// Server pagination under a list (spec §3: every paged list answers total, current_page, from, to,
// last_page). Page buttons are real buttons inside a labelled nav, the current one marked with
// aria-current, so keyboard and screen-reader users page like everyone else.
import { Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '../../lib/format';
import { pageItems } from './page-items';

export interface PageInfo {
  current_page: number;
  last_page: number;
  total: number;
  from?: number | null;
  to?: number | null;
}

export interface PaginationProps {
  page: PageInfo;
  onPageChange: (page: number) => void;
  /** While a page loads: the buttons wait, the summary stays. */
  disabled?: boolean;
}

export function summaryText({ total, from, to }: PageInfo): string {
  if (total <= 0) return 'Sin registros';
  if (from == null || to == null) return `${formatNumber(total)} registros`;
  return `Mostrando ${formatNumber(from)}–${formatNumber(to)} de ${formatNumber(total)}`;
}

export function Pagination({ page, onPageChange, disabled = false }: PaginationProps) {
  const { current_page: current, last_page: last } = page;
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= last) onPageChange(target);
  };
  return (
    <Flex
      mt="4"
      gap="3"
      align="center"
      justify="space-between"
      direction={{ base: 'column', sm: 'row' }}
    >
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {summaryText(page)}
      </Text>
      {last > 1 ? (
        <nav aria-label="Paginación">
          <HStack gap="1" wrap="wrap" justify="center">
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled || current <= 1}
              onClick={() => go(current - 1)}
            >
              <ChevronLeft aria-hidden />
              Anterior
            </Button>
            {pageItems(current, last).map((item, index) =>
              item === 'gap' ? (
                <Text key={`gap-${index}`} px="1" color="fg.muted" aria-hidden>
                  …
                </Text>
              ) : (
                <IconButton
                  key={item}
                  size="sm"
                  minW="9"
                  variant={item === current ? 'solid' : 'ghost'}
                  colorPalette={item === current ? 'primary' : 'gray'}
                  aria-label={`Página ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                  disabled={disabled && item !== current}
                  onClick={() => go(item)}
                >
                  {item}
                </IconButton>
              ),
            )}
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled || current >= last}
              onClick={() => go(current + 1)}
            >
              Siguiente
              <ChevronRight aria-hidden />
            </Button>
          </HStack>
        </nav>
      ) : null}
    </Flex>
  );
}
