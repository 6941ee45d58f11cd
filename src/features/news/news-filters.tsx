// The filters of /news: a title search, the publication day (dd-mm-aaaa) and the status. All
// three live in the URL; a wrong date is explained next to the field and filters nothing.
import { HStack } from '@chakra-ui/react';
import { DateTextField } from '../../components/date-text-field/date-text-field';
import { FilterSelect } from '../../components/filter-select/filter-select';
import { SearchInput } from '../../components/search-input/search-input';
import { NEWS_STATUS_OPTIONS, type NewsFilterValues } from './news.types';

export interface NewsFiltersProps {
  value: NewsFilterValues;
  dateError: string | null;
  onChange(patch: Partial<NewsFilterValues>): void;
}

export function NewsFilters({ value, dateError, onChange }: NewsFiltersProps) {
  return (
    <HStack gap="4" align="flex-end" wrap="wrap" mb="4">
      <SearchInput
        value={value.title}
        onChange={(title) => onChange({ title })}
        label="Buscar por título"
        placeholder="Título de la noticia"
      />
      <DateTextField
        label="Fecha"
        value={value.date}
        error={dateError}
        onChange={(date) => onChange({ date })}
      />
      <FilterSelect
        label="Estado"
        value={value.status}
        allLabel="Todos los estados"
        options={NEWS_STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
    </HStack>
  );
}
