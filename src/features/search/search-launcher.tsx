import { Box, Button, HStack, IconButton, Kbd, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useCan, useViewer } from '../../lib/auth';
import { hitPath } from './search-kinds';
import { SearchPalette } from './search-palette';
import type { SearchHit } from './search.types';
import { useSearch } from './use-search';

/** Whether the shortcut reads as ⌘K (Apple keyboards) or Ctrl K. */
const apple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

/** The navbar's field: a button that looks like one and opens the palette. */
export function SearchField({ onOpen }: { onOpen: () => void }) {
  const shortcut = apple() ? '⌘ K' : 'Ctrl K';
  return (
    <>
      <Button
        display={{ base: 'none', md: 'inline-flex' }}
        variant="outline"
        colorPalette="gray"
        size="sm"
        w={{ md: '15rem', xl: '19rem' }}
        justifyContent="flex-start"
        color="fg.muted"
        fontWeight="normal"
        aria-label={`Buscar (${shortcut})`}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <Search size={16} aria-hidden />
        <Text flex="1" textAlign="start" truncate>
          Buscar RUT, nombre, N°…
        </Text>
        <Kbd size="sm">{shortcut}</Kbd>
      </Button>
      <IconButton
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        size="sm"
        aria-label="Buscar"
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <Search size={18} />
      </IconButton>
    </>
  );
}

/** The palette with its search and where a hit leads; mounted only while open. */
function ConnectedPalette({ onClose }: { onClose: () => void }) {
  const { text, setText, state, retry } = useSearch(true);
  const [, navigate] = useLocation();
  const subject = useViewer()?.subject ?? null;
  const choose = (hit: SearchHit) => {
    onClose();
    navigate(hitPath(hit, subject));
  };
  return (
    <SearchPalette
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      text={text}
      onTextChange={setText}
      state={state}
      onChoose={choose}
      onRetry={retry}
    />
  );
}

/**
 * The search from anywhere, for the signed-in users whose role may run it: the navbar field and
 * Ctrl+K (⌘K) open the palette from every screen.
 */
export function SearchLauncher() {
  const allowed = useCan('search');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!allowed) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);
  if (!allowed) return null;
  return (
    <HStack gap="0">
      <SearchField onOpen={() => setOpen(true)} />
      <Box>{open ? <ConnectedPalette onClose={() => setOpen(false)} /> : null}</Box>
    </HStack>
  );
}
