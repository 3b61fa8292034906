import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLayout } from './use-layout';

const initialWidth = window.innerWidth;

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('useLayout', () => {
  afterEach(() => resizeTo(initialWidth));

  it('is mobile below 768 px and desktop from 768 px', () => {
    resizeTo(767);
    const { result } = renderHook(() => useLayout());
    expect(result.current).toBe('mobile');
    act(() => resizeTo(768));
    expect(result.current).toBe('desktop');
  });
});
