// A thin bar along the top edge of a list or a board while new rows are on their way (the next
// page, other filters). The rows stay as they were and readable: dimmed, their text failed
// contrast. The region says it is busy itself (aria-busy), so the bar is only drawn.
import { Progress } from '@chakra-ui/react';

/** Place it first inside a box with `position="relative"`: it covers that box's top edge. */
export function BusyBar({ busy }: { busy: boolean }) {
  if (!busy) return null;
  return (
    <Progress.Root
      value={null}
      size="xs"
      colorPalette="primary"
      position="absolute"
      top="0"
      insetX="0"
      zIndex="2"
      aria-hidden
      data-testid="busy-bar"
    >
      <Progress.Track bg="transparent" borderTopRadius="md">
        {/* Without motion the bar stands still across the whole width. */}
        <Progress.Range _motionReduce={{ insetInline: '0' }} />
      </Progress.Track>
    </Progress.Root>
  );
}
