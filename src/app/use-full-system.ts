import { useLayoutEffect } from 'react';
import { system } from '../theme/full-system';
import { useSystemSwitch } from './system-context';

/**
 * Switches Chakra to the full system (all recipes) and tells whether it is active: the shell
 * renders nothing until then, because its menus and drawers have no recipe in the public system.
 * Outside a SystemProvider (stories, tests with their own ChakraProvider) it is always ready.
 */
export function useFullSystem(): boolean {
  const swap = useSystemSwitch();
  useLayoutEffect(() => {
    if (swap && swap.system !== system) swap.setSystem(system);
  }, [swap]);
  return !swap || swap.system === system;
}
