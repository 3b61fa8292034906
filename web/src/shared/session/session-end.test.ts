import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllOverlays, openOverlay, overlayStore } from '../overlays/overlay-store';
import { KEPT_FOR_MS, sessionEnd } from './session-end';

const openNames = () => overlayStore.getSnapshot().map(({ name, props }) => ({ name, props }));
const stored = () => JSON.parse(window.sessionStorage.getItem('casino.sessionEnd') ?? 'null');

describe('session end (decision 067)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    closeAllOverlays();
    sessionEnd.rememberMember(7);
  });
  afterEach(() => {
    vi.useRealTimers();
    closeAllOverlays();
    window.sessionStorage.clear();
  });

  it('keeps the page, the pop-ups that were open (not sign-in) and the drafts of the open forms', () => {
    openOverlay('deposit', { methodCode: 'STRIPE' });
    openOverlay('changePassword');
    openOverlay('signIn');
    const stopKeeping = sessionEnd.keepDraft('cashOut', () => ({ manualAmount: '120' }));

    sessionEnd.record('expired', '/games/slots');
    stopKeeping();

    expect(stored()).toMatchObject({
      notice: 'expired',
      path: '/games/slots',
      memberId: 7,
      overlays: [
        { name: 'deposit', props: { methodCode: 'STRIPE' } },
        { name: 'changePassword', props: {} },
      ],
      drafts: { cashOut: { manualAmount: '120' } },
    });
    expect(sessionEnd.pendingNotice()).toBe('expired');
  });

  it('gives the same member the pop-ups back on the same page, then the draft once', () => {
    openOverlay('changePassword');
    const stopKeeping = sessionEnd.keepDraft('contact', () => ({ message: 'Hello' }));
    sessionEnd.record('expired', '/');
    stopKeeping();
    closeAllOverlays();
    // Before signing in again nothing is handed out.
    expect(sessionEnd.draftOf('contact', 7)).toBeUndefined();

    sessionEnd.resume(7, '/');
    expect(openNames()).toEqual([{ name: 'changePassword', props: {} }]);
    expect(sessionEnd.pendingNotice()).toBeNull();
    expect(sessionEnd.draftOf('contact', 8)).toBeUndefined();
    expect(sessionEnd.draftOf('contact', 7)).toEqual({ message: 'Hello' });
    sessionEnd.dropDraft('contact');
    expect(sessionEnd.draftOf('contact', 7)).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('drops everything for another member, another page, a sign-out and after 30 minutes', () => {
    const record = () => {
      openOverlay('changePassword');
      sessionEnd.rememberMember(7);
      sessionEnd.keepDraft('contact', () => ({ message: 'Hello' }))();
      sessionEnd.record('expired', '/');
      closeAllOverlays();
    };
    record();
    sessionEnd.resume(8, '/');
    expect(openNames()).toEqual([]);
    expect(stored()).toBeNull();

    record();
    sessionEnd.resume(7, '/branchIndex/help');
    expect(openNames()).toEqual([]);
    expect(stored()).toBeNull();

    record();
    sessionEnd.clear();
    expect(sessionEnd.peek()).toBeNull();

    vi.useFakeTimers();
    record();
    vi.advanceTimersByTime(KEPT_FOR_MS + 1);
    expect(sessionEnd.pendingNotice()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps only the notice for a disabled member, who cannot sign in to take the rest', () => {
    openOverlay('gamePlay', { id: 3, playForFun: 0 });
    sessionEnd.keepDraft('contact', () => ({ message: 'Hello' }))();
    sessionEnd.record('disabled', '/games/slots');
    expect(stored()).toMatchObject({ notice: 'disabled', overlays: [], drafts: {} });
    sessionEnd.noticeTold();
    expect(sessionEnd.peek()).toBeNull();
  });

  it('a refusal as the app starts knows no member: nothing of it is given to whoever signs in', () => {
    sessionEnd.rememberMember(null);
    openOverlay('changePassword');
    sessionEnd.record('expired', '/');
    expect(stored()).toMatchObject({ notice: 'expired', memberId: null, overlays: [] });
    closeAllOverlays();
    sessionEnd.resume(7, '/');
    expect(openNames()).toEqual([]);
  });

  it('reads a damaged record as none', () => {
    window.sessionStorage.setItem('casino.sessionEnd', '{"notice":');
    expect(sessionEnd.peek()).toBeNull();
    window.sessionStorage.setItem('casino.sessionEnd', JSON.stringify({ notice: 'gone' }));
    expect(sessionEnd.pendingNotice()).toBeNull();
  });
});
