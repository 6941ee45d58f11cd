// Every problem of a sheet by row and column, in Spanish, 50 to a page: a sheet with 500 errors
// draws 50 list items, and the pager's summary gives the count.
import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SheetError } from '../../../machines/units-import/units-import.types';
import { Pagination } from '../../components/pagination/pagination';
import { formatNumber } from '../../lib/format';
import { useLocalPage } from './local-page';

/** 'Fila 14, columna Precio: «12,5,0» no es un número.' (the server may have said it all already). */
export function errorText(error: SheetError): string {
  if (/^Fila\s/.test(error.message)) return error.message;
  const place = error.column
    ? `Fila ${formatNumber(error.row)}, columna ${error.column}`
    : `Fila ${formatNumber(error.row)}`;
  return `${place}: ${error.message}`;
}

export function errorsCountText(count: number): string {
  return count === 1 ? '1 error' : `${formatNumber(count)} errores`;
}

export function SheetErrorsList({ errors }: { errors: readonly SheetError[] }) {
  const headingId = useId();
  const { rows, info, setPage } = useLocalPage(errors);
  if (errors.length === 0) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}>
        Errores por corregir
      </Heading>
      <Box borderWidth="1px" borderColor="border.error" rounded="md" bg="bg.error" px="4" py="3">
        <List.Root gap="1" ps="4">
          {rows.map((error, index) => (
            <List.Item key={`${info.from ?? 0}-${index}`} color="fg">
              <Text as="span" textStyle="sm">
                {errorText(error)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      {/* Its summary is the count («Mostrando 1–50 de 500»); the server lists at most 1.000 and its
      info says how many there are in all. */}
      <Pagination page={info} onPageChange={setPage} />
    </Stack>
  );
}
