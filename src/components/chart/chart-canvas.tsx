// The ECharts host: one instance per mounted element, options applied as they change, sized to
// its container (ResizeObserver: the grid reflows when the menu collapses, not only on window
// resize) and disposed after unmount (once the next frame is out) so a left page keeps no canvas,
// listener or timer alive.
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

/**
 * Disposes a chart once the next frame is out. A click that leaves /home unmounts eight charts in
 * the commit that draws the next page (React runs a click's effects, cleanups included, before
 * the browser paints): eight dispose() calls there delayed the next page's first frame. The
 * element is already out of the document, so nothing shows the chart meanwhile.
 */
function disposeAfterPaint(instance: ChartInstance) {
  const dispose = () => {
    if (!instance.isDisposed()) instance.dispose();
  };
  if (typeof requestAnimationFrame !== 'function') return dispose();
  // A frame callback runs before that frame paints; the timeout after it, once it has painted.
  requestAnimationFrame(() => setTimeout(dispose, 0));
  // A hidden tab draws no frames: the chart still goes within a second.
  setTimeout(dispose, 1_000);
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
      chart.current = null;
      disposeAfterPaint(made);
    };
  }, []);

  useEffect(() => {
    // notMerge: a chart whose series changed (another type, fewer stages) must not keep old ones.
    host.current?.setAttribute('data-drawn', 'false');
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <Box ref={host} role="img" aria-label={label} h={`${height}px`} w="full" />;
}
