import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { publicSystem } from '../theme/system';

interface SystemSwitch {
  system: SystemContext;
  setSystem: (system: SystemContext) => void;
}

const Switch = createContext<SystemSwitch | null>(null);

/**
 * Chakra with the public pages' small system; the signed-in shell swaps in the full one when its
 * chunk loads (use-full-system.ts), so the login route never downloads the other recipes.
 */
export function SystemProvider({ children }: { children: ReactNode }) {
  const [system, setSystem] = useState<SystemContext>(publicSystem);
  return (
    <Switch.Provider value={{ system, setSystem }}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </Switch.Provider>
  );
}

export function useSystemSwitch(): SystemSwitch | null {
  return useContext(Switch);
}
