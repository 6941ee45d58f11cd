// The ECharts host: one instance per mounted element, options applied as they change, sized to
// its container (ResizeObserver: the grid reflows when the menu collapses, not only on window
// resize) and disposed on unmount so a left page keeps no canvas, listener or timer alive.
import { Box } from '@chakra-ui/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { createChart, type ChartInstance, type ChartOption } from './echarts-core';

export interface ChartCanvasHandle {
  /** The live instance, null before mount and after unmount. */
  instance(): ChartInstance | null;
}

export interface ChartCanvasProps {
  option: ChartOption;
  height: number;
  label: string;
  ref?: Ref<ChartCanvasHandle>;
}

export function ChartCanvas({ option, height, label, ref }: ChartCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);

  useImperativeHandle(ref, () => ({ instance: () => chart.current }), []);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const made = createChart(element);
    chart.current = made;
    // `data-drawn` tells a test or a benchmark that the last option reached the canvas.
    made.on('finished', () => element.setAttribute('data-drawn', 'true'));
    let frame = 0;
    // The observer reports the size it starts with: a resize then would lay out and draw the
    // chart a second time before it first shows. Only a change of size resizes.
    let size = `${element.clientWidth}x${element.clientHeight}`;
    const observer = new ResizeObserver(() => {
      // One resize per frame: a sliding sidebar fires many observations.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const now = `${element.clientWidth}x${element.clientHeight}`;
        if (now === size) return;
        size = now;
        made.resize();
      });
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: a chart whose series changed (another type, fewer stages) must not keep old ones.
    host.current?.setAttribute('data-drawn', 'false');
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <Box ref={host} role="img" aria-label={label} h={`${height}px`} w="full" />;
}
