import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardWindowFailed, cardWindowReady, newCardWindowRef } from '../lib/card-window-messages';
import { linkCardWindow } from './card-window-link';

/** A real second window (an iframe's) to stand for the processing window. */
function secondWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const target = frame.contentWindow;
  if (!target) throw new Error('jsdom gave the iframe no window');
  return target;
}

const fromWindow = (source: Window, data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('the main window side of the card window (decision 017)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('tells a failure known early once the window says it listens, to our origin only', () => {
    const target = secondWindow();
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    const ref = newCardWindowRef();
    const link = linkCardWindow(target, ref);
    link.fail('Your card was declined');
    expect(post).not.toHaveBeenCalled();
    fromWindow(target, cardWindowReady(ref));
    expect(post).toHaveBeenCalledExactlyOnceWith(
      cardWindowFailed(ref, 'Your card was declined'),
      window.location.origin,
    );
    // Told once; later messages are not answered.
    fromWindow(target, cardWindowReady(ref));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('answers no other window, no other origin and no other reference', () => {
    const target = secondWindow();
    const stranger = secondWindow();
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    const strangerPost = vi.spyOn(stranger, 'postMessage').mockImplementation(() => undefined);
    const ref = newCardWindowRef();
    const link = linkCardWindow(target, ref);
    link.fail('Your card was declined');
    fromWindow(stranger, cardWindowReady(ref));
    fromWindow(target, cardWindowReady(ref), 'https://evil.example');
    fromWindow(target, cardWindowReady(newCardWindowRef()));
    fromWindow(target, { type: 'casino:card-window-ready' });
    expect(post).not.toHaveBeenCalled();
    expect(strangerPost).not.toHaveBeenCalled();
    link.stop();
  });

  it('makes references nobody can guess, of 32 hex digits', () => {
    const refs = new Set(Array.from({ length: 50 }, () => newCardWindowRef()));
    expect(refs.size).toBe(50);
    for (const ref of refs) expect(ref).toMatch(/^[0-9a-f]{32}$/);
  });
});
