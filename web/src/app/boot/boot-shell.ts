import type { Layout } from '../../shared/lib/layout';

/**
 * Home's first screen drawn with plain DOM before the app's code has loaded (decision
 * 029): the top bar with the logo and the first banner, with the app's own classes so they sit
 * exactly where the app draws them. Inside #root, so React's first render replaces it. Hidden
 * from assistive technology: it is a picture of the page that is about to come, not the page.
 */
export interface BootShell {
  /** Shows the banner picture; resolves with the image once it has loaded or failed. */
  showBanner(src: string, width: number, height: number): Promise<HTMLImageElement>;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Node[]) {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

/** `siteName`: the page title, which the build sets to the site name (vite.config.ts). */
export function paintBootShell(root: HTMLElement, layout: Layout, siteName: string): BootShell {
  const mark = document.createElement('img');
  mark.src = './favicon.svg';
  mark.alt = '';
  mark.width = 28;
  mark.height = 28;
  const logo = element(
    'span',
    'top-bar__logo',
    element('span', 'top-bar__logo-mark boot-shell__mark', mark),
    element('span', 'top-bar__logo-name', document.createTextNode(siteName)),
  );
  const carousel = element('section', `banner-carousel banner-carousel--${layout}`);
  const shell = element(
    'div',
    `shell shell--${layout} boot-shell`,
    element('header', 'top-bar', logo),
    element('main', 'shell__main', element('div', `home home--${layout}`, carousel)),
  );
  shell.setAttribute('aria-hidden', 'true');
  root.replaceChildren(shell);

  return {
    showBanner(src, width, height) {
      const image = document.createElement('img');
      image.className = 'banner-carousel__image';
      image.alt = '';
      image.width = width;
      image.height = height;
      image.decoding = 'sync';
      image.setAttribute('fetchpriority', 'high');
      const settled = new Promise<HTMLImageElement>((resolve) => {
        image.addEventListener('load', () => resolve(image), { once: true });
        image.addEventListener('error', () => resolve(image), { once: true });
      });
      image.src = src;
      carousel.append(image);
      return settled;
    },
  };
}
