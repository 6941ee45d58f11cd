import {
  Box,
  Button,
  Dialog,
  Flex,
  HStack,
  Input,
  Kbd,
  Portal,
  Spinner,
  Text,
} from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit, SearchState } from './search.types';
import { KIND_TEXT, hitStatus } from './search-kinds';
import { useInertOutside } from '../../components/inert-outside';

export interface SearchPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  onTextChange: (text: string) => void;
  state: SearchState;
  /** Opens a hit's details (the caller navigates and closes). */
  onChoose: (hit: SearchHit) => void;
  onRetry?: () => void;
}

/** The line under a hit's title: record and number, RUT, project, status. */
export function hitDetail(hit: SearchHit): string {
  const kind = KIND_TEXT[hit.kind];
  const parts = [
    hit.kind === 'PROPERTY' ? kind.record : `${kind.record} N° ${hit.id}`,
    hit.rut ? `RUT ${hit.rut}` : null,
    hit.project,
    hitStatus(hit.kind, hit.status),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The command palette of the search from anywhere: a field and the hits grouped by kind. Made
 * for the keyboard: arrows move through every hit across groups, Enter opens the active one, Esc
 * closes (the dialog's own).
 */
export function SearchPalette({
  open,
  onOpenChange,
  text,
  onTextChange,
  state,
  onChoose,
  onRetry,
}: SearchPaletteProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const groups = useMemo(() => (state.status === 'done' ? state.results.groups : []), [state]);
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const [active, setActive] = useState(0);
  // New results start at their first hit.
  useEffect(() => setActive(0), [hits]);
  const optionId = (index: number) => `${id}-hit-${index}`;

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) onChoose(hit);
    }
  };

  let index = -1;
  const inertOutside = useInertOutside(open);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => input.current}
      placement="top"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            ref={inertOutside}
            aria-label="Buscar en todo el sistema"
            mt={{ base: '4', md: '16' }}
          >
            <Dialog.Title srOnly>Buscar</Dialog.Title>
            <HStack px="4" py="3" gap="3" borderBottomWidth="1px" borderColor="border.card">
              <Search size={18} aria-hidden />
              <Input
                ref={input}
                variant="flushed"
                border="none"
                size="lg"
                px="0"
                role="combobox"
                aria-expanded={hits.length > 0}
                aria-controls={`${id}-hits`}
                aria-activedescendant={hits.length ? optionId(active) : undefined}
                aria-autocomplete="list"
                aria-label="Buscar por RUT, nombre, correo, teléfono, unidad o número"
                placeholder="RUT, nombre, correo, teléfono, unidad o N°"
                value={text}
                onChange={(event) => onTextChange(event.target.value)}
                onKeyDown={onKeyDown}
                autoFocus
                autoComplete="off"
                spellCheck={false}
              />
              {state.status === 'loading' || (state.status === 'done' && state.busy) ? (
                <Spinner size="sm" role="status" aria-label="Buscando" />
              ) : null}
            </HStack>
            <Box
              id={`${id}-hits`}
              role="listbox"
              aria-label="Resultados"
              maxH="min(60vh, 520px)"
              overflowY="auto"
              py={groups.length ? '2' : '0'}
            >
              {groups.map((group) => (
                <Box key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
                  <Text
                    id={`${id}-${group.kind}`}
                    px="4"
                    pt="2"
                    pb="1"
                    fontSize="xs"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    letterSpacing="wide"
                    color="fg.muted"
                  >
                    {KIND_TEXT[group.kind].heading}
                    {group.more ? ' (hay más en su lista)' : ''}
                  </Text>
                  {group.hits.map((hit) => {
                    index += 1;
                    const mine = index;
                    const selected = mine === active;
                    return (
                      <Flex
                        key={`${hit.kind}-${hit.id}`}
                        id={optionId(mine)}
                        role="option"
                        aria-selected={selected}
                        direction="column"
                        px="4"
                        py="2"
                        mx="2"
                        borderRadius="md"
                        cursor="pointer"
                        bg={selected ? 'colorPalette.subtle' : undefined}
                        colorPalette="primary"
                        onMouseMove={() => setActive(mine)}
                        onClick={() => onChoose(hit)}
                      >
                        <Text fontWeight="medium" truncate>
                          {hit.title}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" truncate>
                          {hitDetail(hit)}
                        </Text>
                      </Flex>
                    );
                  })}
                </Box>
              ))}
            </Box>
            <PaletteNote state={state} text={text} onRetry={onRetry} />
            <HStack
              px="4"
              py="2"
              gap="4"
              borderTopWidth="1px"
              borderColor="border.card"
              fontSize="xs"
              color="fg.muted"
            >
              <Text>
                <Kbd size="sm">↑</Kbd> <Kbd size="sm">↓</Kbd> moverse
              </Text>
              <Text>
                <Kbd size="sm">Enter</Kbd> abrir
              </Text>
              <Text>
                <Kbd size="sm">Esc</Kbd> cerrar
              </Text>
            </HStack>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What the palette says when it has no hits to show. */
function PaletteNote({
  state,
  text,
  onRetry,
}: {
  state: SearchState;
  text: string;
  onRetry?: () => void;
}) {
  const say = (message: string) => (
    <Text px="4" py="6" textAlign="center" color="fg.muted" role="status">
      {message}
    </Text>
  );
  if (state.status === 'idle') {
    return say('Escribe un RUT (con o sin puntos), un nombre, correo, teléfono, unidad o número.');
  }
  if (state.status === 'loading') return say('Buscando…');
  if (state.status === 'error') {
    return (
      <Flex direction="column" align="center" gap="3" px="4" py="6" role="alert">
        <Text color="fg.error">No se pudo buscar: {state.message}</Text>
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Reintentar
          </Button>
        ) : null}
      </Flex>
    );
  }
  if (state.results.groups.length > 0) return null;
  if (state.busy) return say('Buscando…');
  return say(`Sin resultados para «${text.trim()}».`);
}
