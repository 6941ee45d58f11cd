// The delivery log's filters: which webhook and which result. The values come from and go to the
// URL (WebhooksPage), so a shared link opens the same log.
import { Button, HStack } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { ClearFiltersButton } from '../../../components/clear-filters-button';
import { FilterSelect } from '../../../components/filter-select/filter-select';
import type { RecordResult } from './webhook-display';
import type { WebhookRow } from './webhooks.fixtures';

export interface LogFilters {
  webhook: string;
  result: RecordResult | '';
}

const RESULTS = [
  { value: 'entregado', label: 'Entregado' },
  { value: 'fallido', label: 'Fallido' },
] as const;

export interface WebhookLogFiltersProps {
  webhooks: readonly WebhookRow[];
  filters: LogFilters;
  onChange(patch: Partial<LogFilters>): void;
  onRefresh?: () => void;
  refreshing?: boolean;
}

export function WebhookLogFilters(props: WebhookLogFiltersProps) {
  const { webhooks, filters, onChange, onRefresh, refreshing = false } = props;
  return (
    <HStack gap="3" align="flex-end" wrap="wrap">
      <FilterSelect
        label="Webhook"
        allLabel="Todos los webhooks"
        value={filters.webhook}
        options={webhooks.map((hook) => ({ value: hook.id, label: hook.name }))}
        onChange={(webhook) => onChange({ webhook })}
      />
      <FilterSelect
        label="Resultado"
        allLabel="Todos los resultados"
        value={filters.result}
        options={RESULTS}
        onChange={(value) =>
          onChange({ result: value === 'entregado' || value === 'fallido' ? value : '' })
        }
      />
      <ClearFiltersButton
        shown={filters.webhook !== '' || filters.result !== ''}
        onClear={() => onChange({ webhook: '', result: '' })}
      />
      {onRefresh ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          loading={refreshing}
          onClick={onRefresh}
        >
          <RefreshCw aria-hidden />
          Actualizar
        </Button>
      ) : null}
    </HStack>
  );
}
