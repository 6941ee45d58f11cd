import { Button } from '@chakra-ui/react';
import { FilterX } from 'lucide-react';

/** «Limpiar filtros» at the end of a filter bar, shown only while a filter is set. */
export function ClearFiltersButton({ shown, onClear }: { shown: boolean; onClear(): void }) {
  if (!shown) return null;
  return (
    <Button size="sm" variant="ghost" colorPalette="gray" onClick={onClear}>
      <FilterX aria-hidden />
      Limpiar filtros
    </Button>
  );
}
