import type { OverrideInput, StoredOverride } from '@casino/contracts/control/overrides';
import { bodyDifferences, pathTest } from './journal-matching';

/**
 * The answer overrides of one world, in the order they were added: the first that matches a
 * call (path, then the partial body) answers it, used up by one when it has a count.
 */
export class OverrideStore {
  private overrides: Array<{ override: StoredOverride; matches: (path: string) => boolean }> = [];
  private nextId = 1;

  /** Stores an override already checked against the contracts; `calls` are the /api paths it matches. */
  add(input: OverrideInput, calls: string[]): StoredOverride {
    const override: StoredOverride = {
      id: this.nextId++,
      path: input.path,
      match: input.match ?? null,
      remaining: input.count ?? null,
      hits: 0,
      envelope: input.envelope
        ? { error: input.envelope.error, message: input.envelope.message, data: input.envelope.data }
        : null,
      patch: input.patch ?? null,
      allowInvalid: input.allowInvalid,
      calls,
    };
    this.overrides.push({ override, matches: pathTest(input.path) });
    return structuredClone(override);
  }

  list(): StoredOverride[] {
    return this.overrides.map(({ override }) => structuredClone(override));
  }

  remove(id: number): boolean {
    const before = this.overrides.length;
    this.overrides = this.overrides.filter(({ override }) => override.id !== id);
    return this.overrides.length < before;
  }

  /** The store as it is, for a world export (world-snapshot.ts); `restore` puts it back. */
  snapshot(): { entries: StoredOverride[]; nextId: number } {
    return { entries: this.list(), nextId: this.nextId };
  }

  restore(kept: { entries: readonly StoredOverride[]; nextId: number }): void {
    this.overrides = kept.entries.map((override) => ({
      override: structuredClone(override),
      matches: pathTest(override.path),
    }));
    this.nextId = kept.nextId;
  }

  clear(): number {
    const removed = this.overrides.length;
    this.overrides = [];
    return removed;
  }

  /** The override that answers this call, used up by one; null when none does. */
  take(path: string, body: unknown): StoredOverride | null {
    for (const { override, matches } of this.overrides) {
      if (!matches(path)) continue;
      if (override.match && bodyDifferences(override.match, body).length > 0) continue;
      override.hits += 1;
      if (override.remaining !== null) {
        override.remaining -= 1;
        if (override.remaining <= 0) this.remove(override.id);
      }
      return structuredClone(override);
    }
    return null;
  }
}
