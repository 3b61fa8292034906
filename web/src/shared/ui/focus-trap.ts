const TABBABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isHidden(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return true;
  const style = window.getComputedStyle(element);
  return style.visibility === 'hidden' || style.display === 'none';
}

/** Tab stops at one radio of a group: the checked one, or the first when none is checked. */
function isRadioTabStop(radio: HTMLInputElement, container: HTMLElement): boolean {
  if (!radio.name) return true;
  const group = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (other) => other.name === radio.name && other.form === radio.form,
  );
  const checked = group.find((other) => other.checked);
  return checked ? checked === radio : group[0] === radio;
}

/** The elements Tab reaches inside `container`, in DOM order (positive tabindex is not used). */
export function getTabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE_SELECTOR)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !isHidden(element) &&
      (!(element instanceof HTMLInputElement) ||
        element.type !== 'radio' ||
        isRadioTabStop(element, container)),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab wraps to the first and
 * the reverse; focus found outside is brought back in. Returns whether it moved focus itself.
 */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const tabbable = getTabbableElements(container);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const outside = !(active instanceof Node) || !container.contains(active);
  if (event.shiftKey && (outside || active === first || active === container)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
