// The filters above a contact list: agency (only for roles that see every agency) and project for
// the project forms, and for every list the range of days the contact was sent.
import { ClearFiltersButton } from '../../components/clear-filters-button';
import { DateRangeFields } from '../../components/date-text-field/date-range-fields';
import { Flex } from '@chakra-ui/react';
import { FilterSelect } from '../../components/filter-select/filter-select';
import {
  NO_CONTACT_FILTERS,
  isFiltered,
  type ContactFilterPatch,
  type ContactFilters,
} from './contact-filters';
import type { Option } from './contacts.types';

export interface ContactsFilterBarProps {
  /** The search landmark's name ('Filtros de contactos de proyectos'). */
  label: string;
  value: ContactFilters;
  dateErrors: { from: string | null; to: string | null };
  /** null: no agency filter (agency roles, or a list without project). */
  agencies?: readonly Option[] | null;
  /** null: no project filter (the four forms without project). */
  projects?: readonly Option[] | null;
  onChange(patch: ContactFilterPatch): void;
}

export function ContactsFilterBar(props: ContactsFilterBarProps) {
  const { value, dateErrors, agencies, projects, onChange } = props;
  return (
    <Flex gap="3" mb="4" wrap="wrap" align="flex-end" role="search" aria-label={props.label}>
      {agencies ? (
        <FilterSelect
          label="Inmobiliaria"
          allLabel="Todas las inmobiliarias"
          value={value.agency}
          options={agencies}
          onChange={(agency) => onChange({ agency, project: '' })}
        />
      ) : null}
      {projects ? (
        <FilterSelect
          label="Proyecto"
          allLabel="Todos los proyectos"
          value={value.project}
          options={projects}
          onChange={(project) => onChange({ project })}
        />
      ) : null}
      <DateRangeFields from={value.from} to={value.to} errors={dateErrors} onChange={onChange} />
      <ClearFiltersButton shown={isFiltered(value)} onClear={() => onChange(NO_CONTACT_FILTERS)} />
    </Flex>
  );
}
