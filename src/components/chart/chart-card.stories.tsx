import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { ChartCard, type ChartStatus } from './chart-card';
import { axisStyle, frameStyle, useChartTheme, type ChartTheme } from './chart-theme';
import type { ChartOption } from './echarts-core';

type Kind = 'lines' | 'bars' | 'funnel';

interface DemoProps {
  kind: Kind;
  status: ChartStatus;
  /** Days of data from 2025-01-01. */
  days: number;
  onRetry(): void;
}

/** Quotations a day with a weekly rhythm (fewer on Sundays): looks like the real thing. */
function dailyValues(days: number): { dates: string[]; values: number[] } {
  const start = Date.UTC(2025, 0, 1);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
  const values = dates.map((_, i) => (i % 7 === 5 ? 3 : 18 + ((i * 37) % 23)));
  return { dates, values };
}

function demoOption(kind: Kind, days: number, theme: ChartTheme): ChartOption {
  const frame = frameStyle(theme);
  if (kind === 'funnel')
    return {
      ...frame,
      tooltip: { ...frame.tooltip, trigger: 'item' },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          label: { color: theme.text, formatter: '{b}: {c}' },
          data: [
            { name: 'Contactos', value: 1240 },
            { name: 'Cotizaciones', value: 860 },
            { name: 'Solicitudes de reserva', value: 210 },
            { name: 'Solicitudes de promesa', value: 95 },
          ],
        },
      ],
    };
  const { dates, values } = dailyValues(days);
  return {
    ...frame,
    tooltip: { ...frame.tooltip, trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 40 },
    xAxis: { type: 'category', data: dates, ...axisStyle(theme) },
    yAxis: { type: 'value', minInterval: 1, ...axisStyle(theme) },
    series: [{ type: kind === 'bars' ? 'bar' : 'line', name: 'Cotizaciones', data: values }],
  };
}

function DemoChart({ kind, status, days, onRetry }: DemoProps) {
  const theme = useChartTheme();
  const { dates, values } = dailyValues(days);
  return (
    <Box p="6" maxW="3xl">
      <ChartCard
        title="Cotizaciones por fecha"
        slug="cotizaciones-por-fecha"
        status={status}
        option={status === 'ready' ? demoOption(kind, days, theme) : null}
        table={{
          caption: 'Cotizaciones por día',
          columns: ['Fecha', 'Cotizaciones'],
          rows: dates.map((date, i) => ({ label: date, values: [String(values[i])] })),
        }}
        error="No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo."
        onRetry={onRetry}
      />
    </Box>
  );
}

const onRetry: DemoProps['onRetry'] = fn();

// The docs page titles this wrapper's props tab with its function name, which a build minifies.
Object.defineProperty(DemoChart, 'name', { value: 'Ejemplo' });

const meta = {
  title: 'Componentes/Gráfico',
  component: DemoChart,
  subcomponents: { ChartCard },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** un gráfico de un informe en su tarjeta: título, controles opcionales y sus cuatro estados (cargando, sin datos, error con «Reintentar», listo con «Descargar PNG»). Los números también quedan en una tabla para lectores de pantalla.',
          '**No lo uses para** una cifra sola (un total o un indicador: basta un texto) ni para datos que la persona debe leer uno por uno (usa una tabla).',
        ].join('\n\n'),
      },
    },
  },
  args: { kind: 'lines', status: 'ready', days: 30, onRetry },
  argTypes: {
    kind: { control: 'inline-radio', options: ['lines', 'bars', 'funnel'] },
    status: { control: 'inline-radio', options: ['loading', 'error', 'empty', 'ready'] },
  },
} satisfies Meta<typeof DemoChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { args: { status: 'empty' } };
export const Failed: Story = { args: { status: 'error' } };
export const OnePoint: Story = { args: { days: 1, kind: 'bars' } };
export const YearOfDays: Story = { args: { days: 365 } };
export const Funnel: Story = { args: { kind: 'funnel' } };
export const Dark: Story = { args: { days: 90 }, parameters: { layoutPrefs: { skin: 'dark' } } };
export const Bordered: Story = {
  args: { days: 90 },
  parameters: { layoutPrefs: { skin: 'bordered' } },
};
/** Semi-dark only exists in the vertical layout (spec §1): the card stays light. */
export const SemiDark: Story = {
  args: { days: 90 },
  parameters: { layoutPrefs: { skin: 'semi-dark', layout: 'vertical' } },
};
