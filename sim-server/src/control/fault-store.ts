import { type FaultInput, pathMatcher } from '@casino/contracts/control/scenario';

/** A fault QA injected: what it does, on which paths, how many more times. */
export interface Fault extends FaultInput {
  id: number;
  /** Requests it has hit so far. */
  hits: number;
}

/**
 * The faults of one world, in the order they were added: the first one that matches a request
 * (and wins its probability draw) acts on it. Contract paths are written without `/api`, so a
 * pattern may leave it out (`/sys/deposit/*`).
 */
export class FaultStore {
  private faults: Array<{ fault: Fault; matcher: RegExp }> = [];
  private nextId = 1;

  constructor(private readonly random: () => number = Math.random) {}

  add(input: FaultInput): Fault {
    const matcher = pathMatcher(input.pathPattern);
    const fault: Fault = { ...input, id: this.nextId++, hits: 0 };
    this.faults.push({ fault, matcher });
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map(({ fault }) => ({ ...fault }));
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter(({ fault }) => fault.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  /** The store as it is, for a world export (world-snapshot.ts); `restore` puts it back. */
  snapshot(): { entries: Fault[]; nextId: number } {
    return { entries: this.list(), nextId: this.nextId };
  }

  restore(kept: { entries: readonly Fault[]; nextId: number }): void {
    this.faults = kept.entries.map((fault) => ({
      fault: { ...fault },
      matcher: pathMatcher(fault.pathPattern),
    }));
    this.nextId = kept.nextId;
  }

  /** The fault that acts on this request (with or without a token), used up by one; null when none does. */
  take(path: string, signedIn = false): Fault | null {
    const shortPath = path.startsWith('/api/') ? path.slice(4) : path;
    for (const entry of this.faults) {
      const { fault, matcher } = entry;
      if (!matcher.test(path) && !matcher.test(shortPath)) continue;
      if (fault.signedIn !== undefined && fault.signedIn !== signedIn) continue;
      if (fault.probability !== undefined && this.random() >= fault.probability) continue;
      fault.hits += 1;
      if (fault.count !== undefined) {
        fault.count -= 1;
        if (fault.count <= 0) this.remove(fault.id);
      }
      return { ...fault };
    }
    return null;
  }
}

/** The delay a fault adds: fixed, or drawn from its range. */
export function latencyOf(fault: Fault, random: () => number = Math.random): number {
  if (fault.latencyRange) {
    const [min, max] = fault.latencyRange;
    return Math.round(min + random() * (max - min));
  }
  return fault.latencyMs ?? 0;
}
