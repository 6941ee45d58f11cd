import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { useInertOutside } from './inert-outside';

/** A modal as Chakra portals it: a layer of its own under <body>, with the content inside. */
function Modal({ name, open, children }: { name: string; open: boolean; children?: ReactNode }) {
  const inertOutside = useInertOutside(open);
  if (!open) return null;
  return createPortal(
    <div data-testid={`layer-${name}`}>
      <div ref={inertOutside} role="dialog" aria-label={name}>
        <button type="button">Aceptar {name}</button>
        {children}
      </div>
    </div>,
    document.body,
  );
}

function Page({ first, second }: { first: boolean; second: boolean }) {
  return (
    <>
      <button type="button">Abrir</button>
      <Modal name="primero" open={first}>
        <Modal name="segundo" open={second} />
      </Modal>
    </>
  );
}

const page = () => screen.getByRole('button', { name: 'Abrir' }).parentElement!;
const inert = (element: Element) => element.hasAttribute('inert');
const focusIn = (name: string) =>
  act(() => screen.getByRole('button', { name: `Aceptar ${name}` }).focus());

describe('useInertOutside', () => {
  it('makes the page inert once focus is in the dialog, and gives it back on close', () => {
    const { rerender } = render(<Page first={false} second={false} />);
    rerender(<Page first second={false} />);
    // The dialog's focus trap has not noted the opener yet: the page stays usable.
    expect(inert(page())).toBe(false);
    focusIn('primero');
    expect(inert(page())).toBe(true);
    expect(inert(screen.getByTestId('layer-primero'))).toBe(false);
    rerender(<Page first={false} second={false} />);
    expect(inert(page())).toBe(false);
  });

  it('leaves live regions and what the page made inert itself as they were', () => {
    const toasts = document.body.appendChild(document.createElement('div'));
    toasts.setAttribute('aria-live', 'polite');
    const parked = document.body.appendChild(document.createElement('div'));
    parked.setAttribute('inert', '');
    const { rerender } = render(<Page first second={false} />);
    focusIn('primero');
    expect(inert(toasts)).toBe(false);
    rerender(<Page first={false} second={false} />);
    expect(inert(parked)).toBe(true);
    toasts.remove();
    parked.remove();
  });

  it('lets a dialog opened over another take focus, and makes the first one inert meanwhile', () => {
    const { rerender } = render(<Page first second={false} />);
    focusIn('primero');
    rerender(<Page first second />);
    const second = screen.getByTestId('layer-segundo');
    expect(second.closest('[inert]')).toBeNull();
    focusIn('segundo');
    expect(inert(screen.getByTestId('layer-primero'))).toBe(true);
    expect(inert(page())).toBe(true);
    rerender(<Page first second={false} />);
    expect(inert(screen.getByTestId('layer-primero'))).toBe(false);
    expect(inert(page())).toBe(true);
    rerender(<Page first={false} second={false} />);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
