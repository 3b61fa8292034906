import type { EventEmitter } from 'node:events';

/**
 * Memory for answers that are made again and again and each read only briefly: the lobby's kept
 * page, made anew after every bet (decision 064). A fresh 52 KB ArrayBuffer per bet made V8 run a
 * full collection about twice a second under flat-out betting, for the memory it saw allocated
 * outside its heap, and each one paused every request in flight for 5-15 ms: that was the read
 * p99 of the mixed-load bench. Here the memory of such bytes is used again once nothing can read it:
 * their answer has been `replaced` (it is never handed out again) and every response that sent it
 * has closed (`holdWhileSent`).
 *
 * Whoever keeps such bytes past their response keeps `lastingBytesOf(bytes)` instead (the journal).
 */
interface Block {
  memory: ArrayBuffer;
  sending: number;
  replaced: boolean;
}

interface Reused {
  block: Block;
  /** The same bytes in memory of their own, made when asked for (the journal, read later). */
  lasting: () => Buffer;
}

/** Blocks given back and not yet taken: a bound on the memory kept (about 1 MB of pages). */
const FREE_LIMIT = 16;
/** Room for a page to grow (play counts gain digits) before its block is too small. */
const SLACK = 1024;
const free: ArrayBuffer[] = [];
const reused = new WeakMap<Buffer, Reused>();

/**
 * Bytes of `length`, written by `fill`, over memory given back by an earlier answer when there is
 * some (else a new ArrayBuffer of this realm: see the answer cache's `bytesOf`). `fill` must write
 * the same bytes whenever it is called, from data that does not change: `lastingBytesOf` calls it
 * again, later, into memory of their own.
 */
export function reusedBytes(length: number, fill: (target: Uint8Array) => void): Buffer {
  let memory = free.pop();
  while (memory && memory.byteLength < length) memory = free.pop();
  memory ??= new ArrayBuffer(length + SLACK);
  fill(new Uint8Array(memory, 0, length));
  const bytes = Buffer.from(memory, 0, length);
  const lasting = () => {
    const copy = Buffer.from(new ArrayBuffer(length));
    fill(copy);
    return copy;
  };
  reused.set(bytes, { block: { memory, sending: 0, replaced: false }, lasting });
  return bytes;
}

/** Keeps the memory of `bytes` (when reused) from being used again until `response` closes. */
export function holdWhileSent(bytes: Buffer, response: EventEmitter): void {
  const entry = reused.get(bytes);
  if (!entry) return;
  const { block } = entry;
  block.sending += 1;
  response.once('close', () => {
    block.sending -= 1;
    giveBackWhenUnread(block);
  });
}

/** `bytes` will not be handed out again: their memory is used again once no response sends them. */
export function replaced(bytes: Buffer): void {
  const entry = reused.get(bytes);
  if (!entry || entry.block.replaced) return;
  entry.block.replaced = true;
  giveBackWhenUnread(entry.block);
}

/** What to keep of sent bytes past their response: a maker of the same bytes when reused. */
export function lastingBytesOf(bytes: Buffer): Buffer | (() => Buffer) {
  return reused.get(bytes)?.lasting ?? bytes;
}

function giveBackWhenUnread(block: Block) {
  if (!block.replaced || block.sending > 0) return;
  if (free.length < FREE_LIMIT) free.push(block.memory);
  // Given back once: a later close of the same block must not give it back twice.
  block.sending = Number.POSITIVE_INFINITY;
}
