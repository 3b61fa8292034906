import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { holdWhileSent, lastingBytesOf, replaced, reusedBytes } from './reused-bytes';

/** Bytes of `length` all `value`. */
const page = (length: number, value: number) => reusedBytes(length, (target) => target.fill(value));

describe('reused bytes (decision 064)', () => {
  it('uses memory again only once its bytes are replaced and every response sending them closed', () => {
    const first = page(1000, 1);
    const response = new EventEmitter();
    holdWhileSent(first, response);
    replaced(first);
    // Still being sent: the next bytes get memory of their own, and the first stay as they were.
    const second = page(1000, 2);
    expect(second.buffer).not.toBe(first.buffer);
    expect(first.every((byte) => byte === 1)).toBe(true);
    response.emit('close');
    const third = page(1000, 3);
    expect(third.buffer).toBe(first.buffer);
    // A second close of the same response, or of another, gives nothing back twice.
    response.emit('close');
    replaced(third);
    const fourth = page(1000, 4);
    const fifth = page(1000, 5);
    expect(fourth.buffer).toBe(first.buffer);
    expect(fifth.buffer).not.toBe(fourth.buffer);
  });

  it('never hands out memory still held, nor memory too small', () => {
    const held = page(2000, 7);
    holdWhileSent(held, new EventEmitter());
    replaced(held);
    expect(page(2000, 8).buffer).not.toBe(held.buffer);
    const small = page(10, 1);
    replaced(small);
    const large = page(small.buffer.byteLength + 1, 2);
    expect(large.buffer).not.toBe(small.buffer);
    expect(large.every((byte) => byte === 2)).toBe(true);
  });

  it('keeps a lasting copy for whoever reads the bytes later; other bytes are their own', () => {
    const bytes = page(500, 9);
    const lasting = lastingBytesOf(bytes);
    replaced(bytes);
    page(500, 0);
    expect(typeof lasting).toBe('function');
    expect(typeof lasting === 'function' && lasting().equals(Buffer.alloc(500, 9))).toBe(true);
    const plain = Buffer.from('plain');
    expect(lastingBytesOf(plain)).toBe(plain);
  });
});
