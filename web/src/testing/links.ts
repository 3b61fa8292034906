import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** The link named `name` inside `scope` goes to `href`. */
export function expectLinkTo(scope: HTMLElement, name: string, href: string): void {
  expect(within(scope).getByRole('link', { name })).toHaveAttribute('href', href);
}
