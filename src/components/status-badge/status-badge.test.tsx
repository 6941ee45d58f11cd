import { afterEach, describe, expect, it } from 'vitest';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { renderStory } from '../../../tests/setup/render';
import { system } from '../../theme';
import {
  bookingOrderStatus,
  bookingRequestStatus,
  preapprovalStatus,
  promiseRequestStatus,
  quotationStatus,
  statusCodes,
  statusLabel,
  type StatusTable,
} from '../../shared/sales-status';
import { StatusBadge } from './status-badge';
import * as stories from './status-badge.stories';

const { EveryStatus, EveryStatusDark } = composeStories(stories);

// The palette Chakra applied: the emotion rules of the badge's classes point its colour-palette
// variables at one palette's tokens. Client tests keep Chakra's styles out of the document
// (src/app/test/detached-styles.ts), so the badge is drawn here with an emotion cache of its own,
// in the document.
let styles: HTMLElement | null = null;

afterEach(() => {
  styles?.remove();
  styles = null;
});

function renderBadge(value: string) {
  styles = document.head.appendChild(document.createElement('div'));
  const cache = createCache({ key: 'badge', container: styles });
  return render(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <StatusBadge table={bookingRequestStatus} value={value} />
      </ChakraProvider>
    </CacheProvider>,
  );
}

function paletteOf(element: Element): string | null {
  const css = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .filter((text) => Array.from(element.classList).some((name) => text.includes(`.${name}`)))
    .join('\n');
  return (
    /--chakra-colors-color-palette-fg:\s*var\(--chakra-colors-([a-z]+)-/.exec(css)?.[1] ?? null
  );
}

describe('StatusBadge', () => {
  it('shows the Spanish label of the code with its tone', () => {
    const first = renderBadge('pending');
    const pending = screen.getByText('Pendiente de pago');
    expect(pending.getAttribute('data-status')).toBe('pending');
    expect(paletteOf(pending)).toBe('orange');
    first.unmount();
    renderBadge('paid');
    expect(paletteOf(screen.getByText('Pagada'))).toBe('green');
    expect(screen.queryByText('paid')).toBeNull();
  });

  it('shows an unknown code as it is stored', () => {
    renderBadge('pagado_legacy');
    expect(paletteOf(screen.getByText('pagado_legacy'))).toBe('gray');
  });

  it('shows every status of every table, in the light and the dark skin', () => {
    const tables: StatusTable<string>[] = [
      quotationStatus,
      bookingRequestStatus,
      bookingOrderStatus,
      promiseRequestStatus,
      preapprovalStatus,
    ];
    const expected = tables.flatMap((table) =>
      statusCodes(table).map((code) => statusLabel(table, code)),
    );
    for (const Story of [EveryStatus, EveryStatusDark]) {
      const view = renderStory(<Story />);
      const shown = Array.from(document.querySelectorAll('[data-status]'), (e) => e.textContent);
      expect(shown).toEqual(expected);
      view.unmount();
    }
    renderStory(<EveryStatusDark />);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
