import {
  Button,
  CloseButton,
  Drawer,
  Fieldset,
  IconButton,
  Portal,
  RadioGroup,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { sanitizePreferences, useLayoutStore } from '../stores/layout.store';
import type { LayoutPreferences } from '../stores/layout.store';
import { CUSTOMIZER_SECTIONS } from './customizer-options';
import type { CustomizerSection } from './customizer-options';
import { useInertOutside } from '../components/inert-outside';

export interface CustomizerProps {
  /** Stories open it from the start. */
  defaultOpen?: boolean;
}

/** Drawer with every layout preference (spec §1), opened from a gear button in the navbar. */
export function Customizer({ defaultOpen = false }: CustomizerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const prefs = useLayoutStore();
  const inertOutside = useInertOutside(open);
  return (
    <Drawer.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      size="sm"
    >
      <Drawer.Trigger asChild>
        <IconButton
          aria-label="Personalizar la interfaz"
          variant="ghost"
          colorPalette="gray"
          rounded="full"
        >
          <Settings aria-hidden />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={inertOutside}>
            <Drawer.Header
              borderBottomWidth="1px"
              flexDirection="column"
              alignItems="flex-start"
              gap="0.5"
            >
              <Drawer.Title>Personalizar</Drawer.Title>
              <Text fontSize="sm" color="fg.muted">
                Tus preferencias se guardan en este navegador.
              </Text>
            </Drawer.Header>
            <Drawer.Body py="5">
              <Stack gap="6">
                {CUSTOMIZER_SECTIONS.map((section) => (
                  <OptionGroup
                    key={section.key}
                    section={section}
                    value={prefs[section.key]}
                    onChange={(value) => prefs.set(sanitizeOne(section.key, value))}
                  />
                ))}
                {prefs.layout === 'vertical' ? (
                  <Switch.Root
                    checked={prefs.menuCollapsed}
                    onCheckedChange={() => prefs.toggleMenu()}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Menú lateral contraído</Switch.Label>
                  </Switch.Root>
                ) : null}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Button variant="outline" colorPalette="gray" onClick={prefs.reset}>
                Restablecer valores
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** Keeps a radio value typed: anything outside the section's options falls back to the default. */
function sanitizeOne(key: CustomizerSection['key'], value: string): Partial<LayoutPreferences> {
  return { [key]: sanitizePreferences({ [key]: value })[key] };
}

function OptionGroup(props: {
  section: CustomizerSection;
  value: string;
  onChange: (value: string) => void;
}) {
  const { section, value, onChange } = props;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" mb="2">
        {section.label}
      </Fieldset.Legend>
      <RadioGroup.Root
        size="sm"
        value={value}
        onValueChange={(details) => details.value && onChange(details.value)}
        aria-label={section.label}
      >
        <Stack direction="row" wrap="wrap" gap="4">
          {section.options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
