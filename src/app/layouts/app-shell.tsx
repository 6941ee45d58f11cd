import { useLayoutStore } from '../../stores/layout.store';
import { HorizontalLayout } from './horizontal-layout';
import { SkipToContent } from './shell-parts';
import type { ShellProps } from './shell-props';
import { VerticalLayout } from './vertical-layout';

/** The signed-in chrome: the layout type comes from the stored preferences. */
export function AppShell(props: ShellProps) {
  const layout = useLayoutStore((state) => state.layout);
  return (
    <>
      <SkipToContent />
      {layout === 'vertical' ? <VerticalLayout {...props} /> : <HorizontalLayout {...props} />}
    </>
  );
}
