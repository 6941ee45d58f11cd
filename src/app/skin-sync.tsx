import { useEffect } from 'react';
import { useLayoutStore } from '../stores/layout.store';
import { applySkin, effectiveSkin } from '../theme';

/** Keeps <html> on the stored skin (semi-dark reverts to light in the horizontal layout). */
export function SkinSync() {
  const skin = useLayoutStore((state) => state.skin);
  const layout = useLayoutStore((state) => state.layout);
  useEffect(() => applySkin(document.documentElement, effectiveSkin(skin, layout)), [skin, layout]);
  return null;
}
