/**
 * Text that does not fit: a word broken inside ("Harbo / r"), text running out of its
 * box or cut by it, and a field whose value or placeholder is wider than the field ("Choos").
 * Generic, over every visible text of the page: a narrow phone or a long German word shows it
 * wherever it happens, not only where someone thought to look.
 */
import type { Page } from '@playwright/test';

/** One line per finding: what is wrong, and the text it is wrong with. */
export function textFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const excerpt = (text: string) => JSON.stringify(text.trim().replace(/\s+/g, ' ').slice(0, 60));

    // Screen-reader text is clipped to a pixel on purpose; a closed pop-up is not drawn.
    const hiddenCache = new Map<Element, boolean>();
    function unseen(element: Element): boolean {
      const known = hiddenCache.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const result =
        style.clip !== 'auto' ||
        style.clipPath !== 'none' ||
        (element.parentElement !== null && unseen(element.parentElement));
      hiddenCache.set(element, result);
      return result;
    }

    // The box the text runs out of (it is cut there, or drawn over its neighbours): an ancestor
    // or the screen, unless a box on the way scrolls sideways (the player scrolls to the rest) or
    // moves (a carousel's slide, a ticker: off screen on purpose).
    function outsideItsBox(element: Element, lines: DOMRect[]): string | null {
      const left = Math.min(...lines.map((r) => r.left));
      const right = Math.max(...lines.map((r) => r.right));
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.transform !== 'none')
          return null;
        if (box === element || style.display === 'contents' || style.display === 'inline') continue;
        const frame = box.getBoundingClientRect();
        if (right > frame.right + 1 || left < frame.left - 1) {
          return `${box.tagName.toLowerCase()}.${Array.from(box.classList).join('.')}`;
        }
      }
      return right > document.documentElement.clientWidth + 1 || left < -1 ? 'the screen' : null;
    }

    // Shortened on purpose with an ellipsis (a game's name under its cover, named in full to
    // assistive technology): a choice, not text running out.
    const shortened = (style: CSSStyleDeclaration) =>
      style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';

    // A word: what lies between spaces, hyphens, dashes, slashes and soft hyphens, where a line
    // may end. Addresses, links and codes are no words: a wallet address or an e-mail breaks
    // where it must.
    const WORD = /[^\s\-\u2010\u2011\u2013\u2014/\u00ad]+/g;
    const NOT_A_WORD = /@|:\/\/|^.{25,}$/;
    const range = document.createRange();
    const boxes = new Set<HTMLElement>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent ?? '';
      if (!element || text.trim() === '') continue;
      if (element.closest('script, style, noscript, svg, option') || unseen(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      boxes.add(element);
      range.selectNodeContents(node);
      const outside = shortened(getComputedStyle(element))
        ? null
        : outsideItsBox(element, Array.from(range.getClientRects()));
      if (outside) problems.push(`text out of its box (${outside}): ${excerpt(text)}`);
      for (const match of text.matchAll(WORD)) {
        if (NOT_A_WORD.test(match[0])) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) problems.push(`word broken inside: ${excerpt(match[0])} in ${excerpt(text)}`);
      }
    }

    for (const element of boxes) {
      const style = getComputedStyle(element);
      if (style.display === 'inline' || shortened(style)) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        problems.push(`text wider than its box: ${excerpt(element.textContent ?? '')}`);
      }
    }

    // Fields draw their text themselves: measure it in the field's font.
    const canvas = document.createElement('canvas').getContext('2d');
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'),
    )) {
      if (!canvas || !field.checkVisibility() || unseen(field)) continue;
      if (
        field instanceof HTMLInputElement &&
        !['text', 'search', 'email', 'tel', 'number', ''].includes(field.type)
      )
        continue;
      const text =
        field instanceof HTMLSelectElement
          ? (field.selectedOptions[0]?.text ?? '')
          : field.value || field.placeholder;
      if (text === '' || (field instanceof HTMLInputElement && field.type === 'password')) continue;
      const style = getComputedStyle(field);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The app's selects draw their arrow in their right padding (ui-kit.css).
      const room =
        field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (canvas.measureText(text).width > room + 1) {
        problems.push(`field text cut: ${excerpt(text)} (${field.name || field.id})`);
      }
    }
    return problems;
  });
}
