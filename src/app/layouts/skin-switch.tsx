import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Moon, PanelLeft, SquareDashed, Sun } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useLayoutStore } from '../../stores/layout.store';
import { SKINS, SKIN_LABELS } from '../../theme';
import type { Skin } from '../../theme';

const SKIN_ICONS: Record<Skin, LucideIcon> = {
  light: Sun,
  dark: Moon,
  bordered: SquareDashed,
  'semi-dark': PanelLeft,
};

const isSkin = (value: string): value is Skin => SKINS.some((skin) => skin === value);

/** Navbar menu to pick the skin (spec §1); the choice is stored in the browser. */
export function SkinSwitch() {
  const skin = useLayoutStore((state) => state.skin);
  const layout = useLayoutStore((state) => state.layout);
  const set = useLayoutStore((state) => state.set);
  const Current = SKIN_ICONS[skin];
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          aria-label={`Apariencia: ${SKIN_LABELS[skin]}`}
          variant="ghost"
          colorPalette="gray"
          rounded="full"
        >
          <Current aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.RadioItemGroup
              value={skin}
              onValueChange={(details) => isSkin(details.value) && set({ skin: details.value })}
            >
              <Menu.ItemGroupLabel>Apariencia</Menu.ItemGroupLabel>
              {SKINS.map((option) => {
                const OptionIcon = SKIN_ICONS[option];
                return (
                  <Menu.RadioItem key={option} value={option}>
                    <OptionIcon size={16} aria-hidden />
                    <Menu.ItemText>
                      {SKIN_LABELS[option]}
                      {option === 'semi-dark' && layout === 'horizontal'
                        ? ' (solo menú vertical)'
                        : ''}
                    </Menu.ItemText>
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                );
              })}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
