/**
 * The open modals, bottom to top. Only the top one reacts to Escape and traps Tab, so a picker
 * sheet opened over a deposit pop-up closes alone. One document listener serves the whole stack.
 */
export interface ModalStackEntry {
  onKeyDown(event: KeyboardEvent): void;
  /** The modal's panel: where focus goes when the modal above it closes. */
  panel?: HTMLElement;
}

const stack: ModalStackEntry[] = [];
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function handleKeyDown(event: KeyboardEvent): void {
  stack.at(-1)?.onKeyDown(event);
}

/** Stops the page behind from scrolling while any modal is open (keeps the scrollbar gap). */
function lockBodyScroll(): void {
  const { body } = document;
  savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
}

function unlockBodyScroll(): void {
  if (!savedBodyStyle) return;
  document.body.style.overflow = savedBodyStyle.overflow;
  document.body.style.paddingRight = savedBodyStyle.paddingRight;
  savedBodyStyle = null;
}

/**
 * While a modal is open the page behind is inert (WCAG 2.4.3 and 4.1.2: no focus, no clicks, not
 * read): the app root, and every modal below the top one. Modals and toasts render into
 * document.body outside the root, so they stay live.
 */
function syncInert(): void {
  document.getElementById('root')?.toggleAttribute('inert', stack.length > 0);
  stack.forEach((entry, index) => {
    entry.panel?.parentElement?.toggleAttribute('inert', index < stack.length - 1);
  });
}

/** Puts a modal on top; the returned function takes it off (wherever it is in the stack). */
export function pushModal(entry: ModalStackEntry): () => void {
  if (stack.length === 0) {
    document.addEventListener('keydown', handleKeyDown);
    lockBodyScroll();
  }
  stack.push(entry);
  syncInert();
  return () => {
    const index = stack.indexOf(entry);
    if (index >= 0) stack.splice(index, 1);
    entry.panel?.parentElement?.removeAttribute('inert');
    syncInert();
    if (stack.length === 0) {
      document.removeEventListener('keydown', handleKeyDown);
      unlockBodyScroll();
    }
  };
}

/** The panel of the top open modal, if any. */
export function topModalPanel(): HTMLElement | undefined {
  return stack.at(-1)?.panel;
}
