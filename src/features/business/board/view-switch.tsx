// «Tablero» / «Lista» / «Origen»: toggle buttons (aria-pressed), so the view is one Tab and one Enter away.
import type { ReactNode } from 'react';
import { Button, Group } from '@chakra-ui/react';
import { Columns3, List, PieChart } from 'lucide-react';
import type { BusinessView } from './business-filter-state';

export interface ViewSwitchProps {
  value: BusinessView;
  onChange(view: BusinessView): void;
}

export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  const option = (view: BusinessView, label: string, icon: ReactNode) => (
    <Button
      size="sm"
      variant={value === view ? 'solid' : 'outline'}
      colorPalette={value === view ? 'primary' : 'gray'}
      aria-pressed={value === view}
      onClick={() => {
        if (value !== view) onChange(view);
      }}
    >
      {icon}
      {label}
    </Button>
  );
  return (
    <Group attached role="group" aria-label="Vista">
      {option('tablero', 'Tablero', <Columns3 aria-hidden />)}
      {option('lista', 'Lista', <List aria-hidden />)}
      {option('origen', 'Origen', <PieChart aria-hidden />)}
    </Group>
  );
}
