import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { publicSystem } from '../theme/system';

/**
 * Chakra with the public pages' system: every token and skin, and only the recipes the public
 * pages render, so the login route never downloads the others. The signed-in shell's chunk adds
 * the rest of the recipes to this same system when it loads (all-recipes.ts).
 */
export function SystemProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={publicSystem}>{children}</ChakraProvider>;
}
