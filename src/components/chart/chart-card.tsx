// A chart in a card: title, optional controls (a «Tipo» select), and one of four states: a
// skeleton while the first answer loads, «Sin datos para este período», the error with
// «Reintentar», or the chart with «Descargar PNG». The numbers are also in a table: the canvas
// says nothing to a screen reader, and where no canvas exists (jsdom) the table is what shows.
import { Alert, Box, Button, Card, Center, Flex, Heading, Skeleton, Text } from '@chakra-ui/react';
import { ImageDown } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { ChartCanvas, type ChartCanvasHandle } from './chart-canvas';
import { downloadChartPng } from './chart-download';
import { ChartTableView, type ChartTable } from './chart-table';
import { useChartTheme } from './chart-theme';
import { canDrawCharts, type ChartOption } from './echarts-core';

export type ChartStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface ChartCardProps {
  title: string;
  /** File name stem of the PNG: `<slug>-<YYYY-MM-DD>.png`. */
  slug: string;
  status: ChartStatus;
  option: ChartOption | null;
  table: ChartTable | null;
  error?: string | null;
  onRetry?: () => void;
  /** A line under the title (the total of the answer: «Total: 1.234»). */
  summary?: string | null;
  /** Controls beside the title (the «Tipo» select). */
  actions?: ReactNode;
  height?: number;
}

export function ChartCard(props: ChartCardProps) {
  const { title, slug, status, option, table, actions, summary, height = 280 } = props;
  const theme = useChartTheme();
  const canvas = useRef<ChartCanvasHandle>(null);
  const drawable = status === 'ready' && option !== null && canDrawCharts();
  const download = () => {
    const instance = canvas.current?.instance();
    if (instance) downloadChartPng(instance, slug, theme.background);
  };
  return (
    <Card.Root as="section" aria-label={title} h="full" size="sm">
      <Card.Header>
        <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
          <Box>
            <Heading as="h3" size="sm" color="fg.heading">
              {title}
            </Heading>
            {status === 'ready' && summary ? (
              <Text fontSize="sm" color="fg.muted" data-testid="chart-summary">
                {summary}
              </Text>
            ) : null}
          </Box>
          <Flex gap="2" align="flex-end" wrap="wrap">
            {actions}
            {drawable ? (
              <Button size="xs" variant="outline" colorPalette="gray" onClick={download}>
                <ImageDown size={14} aria-hidden />
                Descargar PNG
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body>
        <ChartBody {...props} height={height} drawable={drawable} canvas={canvas} />
        {status === 'ready' && table ? <ChartTableView table={table} hidden={drawable} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

function ChartBody(
  props: ChartCardProps & {
    height: number;
    drawable: boolean;
    canvas: RefObject<ChartCanvasHandle | null>;
  },
) {
  const { status, height, drawable, option, title } = props;
  if (status === 'loading')
    return <Skeleton h={`${height}px`} borderRadius="md" data-testid="chart-skeleton" />;
  if (status === 'error')
    return (
      <Center minH={`${height}px`}>
        <Alert.Root status="error" role="alert" alignItems="center" maxW="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No se pudo cargar el gráfico.</Alert.Title>
            {props.error ? <Alert.Description>{props.error}</Alert.Description> : null}
          </Alert.Content>
          {props.onRetry ? (
            <Button size="sm" variant="outline" colorPalette="gray" onClick={props.onRetry}>
              Reintentar
            </Button>
          ) : null}
        </Alert.Root>
      </Center>
    );
  if (status === 'empty')
    return (
      <Center minH={`${height}px`} bg="bg.muted" borderRadius="md">
        <Text color="fg.muted">Sin datos para este período</Text>
      </Center>
    );
  if (!drawable || !option) return null;
  return (
    <Box>
      <ChartCanvas ref={props.canvas} option={option} height={height} label={title} />
    </Box>
  );
}
