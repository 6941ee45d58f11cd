// A message of any length in a list cell: two lines, the whole text on hover (title) and a
// «Ver más» button that opens it in place, for keyboard and touch users too.
import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';

/** Shorter texts fit in two lines of the column: no button needed. */
const SHORT = 90;

export function LongText({ text }: { text: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  if (!text) return <Text color="fg.muted">—</Text>;
  // The table's scroll area keeps cells on one line: a message wraps within a width cap instead,
  // so the date column stays on screen at 1,440 px.
  if (text.length <= SHORT) {
    return (
      <Text minW="48" maxW="xs" whiteSpace="normal">
        {text}
      </Text>
    );
  }
  return (
    <Stack gap="0" align="start" minW="56" maxW="xs" whiteSpace="normal">
      <Text title={text} lineClamp={open ? undefined : 2} whiteSpace="pre-wrap">
        {text}
      </Text>
      <Button
        size="2xs"
        variant="plain"
        colorPalette="primary"
        px="0"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Ver menos' : 'Ver más'}
      </Button>
    </Stack>
  );
}
