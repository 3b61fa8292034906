import { describe, expect, it } from 'vitest';
import { mayHoldSecret, scannedLike } from './secret-scan';

describe('the scan of answers for secrets', () => {
  it('finds a token or a run of 12 digits, in text and in bytes', () => {
    expect(mayHoldSecret('{"data":{"token":"abc"}}')).toBe(true);
    expect(mayHoldSecret(Buffer.from('{"card":"411111111111"}'))).toBe(true);
    expect(mayHoldSecret(Buffer.from('{"count":41111111111}'))).toBe(false);
  });

  it("takes a clean source's verdict for bytes made from it, never a dirty one's", () => {
    const clean = Buffer.from('{"count":1}');
    expect(mayHoldSecret(clean)).toBe(false);
    // Bytes that would fail the scan: marked clean only because they inherit (the patch's promise).
    const fromClean = Buffer.from('{"count":411111111111}');
    scannedLike(fromClean, clean);
    expect(mayHoldSecret(fromClean)).toBe(false);

    const dirty = Buffer.from('{"token":"t"}');
    expect(mayHoldSecret(dirty)).toBe(true);
    const fromDirty = Buffer.from('{"count":2}');
    scannedLike(fromDirty, dirty);
    expect(mayHoldSecret(Buffer.from('{"token":"u"}'))).toBe(true);
    expect(mayHoldSecret(fromDirty)).toBe(false);
    // A source never scanned passes nothing on: the new bytes are scanned themselves.
    const unscanned = Buffer.from('{"n":1}');
    const fromUnscanned = Buffer.from('{"token":"v"}');
    scannedLike(fromUnscanned, unscanned);
    expect(mayHoldSecret(fromUnscanned)).toBe(true);
  });
});
