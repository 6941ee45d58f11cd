import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/app';
import { useLayoutStore } from './stores/layout.store';
import { applySkin, effectiveSkin } from './theme';

// The server's CSP has no 'unsafe-eval': zod's JIT would probe `new Function` (reported as a
// violation although zod catches it) and then fall back to its interpreter anyway.
zodConfig({ jitless: true });

// The stored skin is applied before the first paint, so a dark-skin user never sees a light flash.
const { skin, layout } = useLayoutStore.getState();
applySkin(document.documentElement, effectiveSkin(skin, layout));

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
