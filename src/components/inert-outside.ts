// While a modal dialog is open, the page behind it is inert. Chakra only marks it aria-hidden, so
// its links and buttons stay focusable inside a tree screen readers do not announce (axe:
// aria-hidden-focus): a screen reader's own navigation or a stray focus() can still land there.
// `inert` takes them out of focus and out of the accessibility tree together.
import { useLayoutEffect, useState } from 'react';

/** The open modals' contents, in the order focus entered them: the last one is on top. */
const stack: Element[] = [];
/** What this module made inert (an element the page made inert itself is left alone). */
const marked = new Set<Element>();

/** Live regions (the toasts) keep announcing and keep their buttons, as Chakra leaves them. */
function staysUsable(element: Element): boolean {
  return (
    element.localName === 'script' ||
    element.hasAttribute('aria-live') ||
    element.getAttribute('role') === 'status'
  );
}

function markOutside(content: Element) {
  const body = content.ownerDocument.body;
  for (let node = content; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || staysUsable(sibling)) continue;
      sibling.setAttribute('inert', '');
      marked.add(sibling);
    }
  }
}

/** Everything outside the top modal inert, and nothing else, in whatever order they opened. */
function update() {
  for (const element of marked) element.removeAttribute('inert');
  marked.clear();
  const top = stack.at(-1);
  if (top) markOutside(top);
}

/**
 * Makes everything outside a modal's content inert while `open`: pass the returned ref to
 * `Dialog.Content` or `Drawer.Content`. The page turns inert only once focus is inside the
 * dialog, so the dialog's focus trap has already noted where focus was, and gets it back when
 * the dialog closes.
 */
export function useInertOutside(open: boolean): (content: HTMLElement | null) => void {
  const [content, setContent] = useState<HTMLElement | null>(null);
  // A layout effect: the page leaves inert before the closing dialog gives focus back to it.
  useLayoutEffect(() => {
    if (!open || !content) return;
    // Opened over another modal: its own way out of the inert page, so that it can take focus.
    for (let node: Element | null = content; node; node = node.parentElement) {
      if (marked.delete(node)) node.removeAttribute('inert');
    }
    const enter = () => {
      if (stack.includes(content)) return;
      stack.push(content);
      update();
    };
    content.addEventListener('focusin', enter);
    if (content.contains(content.ownerDocument.activeElement)) enter();
    return () => {
      content.removeEventListener('focusin', enter);
      const index = stack.indexOf(content);
      if (index >= 0) stack.splice(index, 1);
      update();
    };
  }, [open, content]);
  return setContent;
}
