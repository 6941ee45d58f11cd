// A long audit value (a description, a list of forty permissions) shows three lines and a
// 'Ver más' toggle, so one field does not push the rest of the history off the screen.
import { useId, useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';

export const CLAMP_AFTER_CHARS = 160;
const CLAMP_LINES = 3;

export function ClampedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > CLAMP_AFTER_CHARS;
  return (
    <Box>
      <Text
        id={id}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        lineClamp={long && !open ? CLAMP_LINES : undefined}
      >
        {text}
      </Text>
      {long ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          h="auto"
          color="primary.fg"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Ver menos' : 'Ver más'}
        </Button>
      ) : null}
    </Box>
  );
}
