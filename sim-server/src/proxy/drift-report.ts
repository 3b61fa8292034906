import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DriftEntry } from '@casino/contracts/control/drift';
import type { Violation } from './contract-check';

/** The call an exchange was: its registry name, method and contract path. */
export interface CallName {
  call: string;
  method: string;
  path: string;
}

/**
 * Every distinct contract violation seen in proxied traffic, counted, with first and last
 * seen. A new one is handed to `onNew` (the log) once; the report is written to its file
 * (when given) after each exchange that changed it, so it survives a crash of the simulator.
 */
export class DriftReport {
  private readonly entries = new Map<string, DriftEntry>();
  private checkedCount = 0;
  private failedCount = 0;

  constructor(
    private readonly file: string | null,
    private readonly onNew: (entry: DriftEntry) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one checked exchange and keeps its violations (none: only counted). */
  record(call: CallName, violations: readonly Violation[]): void {
    this.checkedCount += 1;
    if (violations.length === 0) return;
    this.failedCount += 1;
    const time = new Date(this.now()).toISOString();
    for (const violation of violations) {
      const key = [call.call, violation.direction, violation.field, violation.expected].join('\u0000');
      const known = this.entries.get(key);
      if (known) {
        known.count += 1;
        known.lastSeen = time;
        known.received = violation.received;
        continue;
      }
      const entry: DriftEntry = {
        call: call.call,
        method: call.method,
        path: call.path,
        ...violation,
        firstSeen: time,
        lastSeen: time,
        count: 1,
      };
      this.entries.set(key, entry);
      this.onNew({ ...entry });
    }
    this.save();
  }

  get checked(): number {
    return this.checkedCount;
  }

  get failed(): number {
    return this.failedCount;
  }

  /** Most frequent first, then the most recent. */
  list(): DriftEntry[] {
    return [...this.entries.values()]
      .map((entry) => ({ ...entry }))
      .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen));
  }

  /** Forgets everything (the file too); answers how many violations were dropped. */
  clear(): number {
    const removed = this.entries.size;
    this.entries.clear();
    this.checkedCount = 0;
    this.failedCount = 0;
    this.save();
    return removed;
  }

  private save(): void {
    if (!this.file) return;
    const text = JSON.stringify(
      { checked: this.checkedCount, failed: this.failedCount, violations: this.list() },
      null,
      2,
    );
    mkdirSync(dirname(this.file), { recursive: true });
    // Written aside and renamed: a reader never sees half a report.
    const partial = `${this.file}.${process.pid}.tmp`;
    writeFileSync(partial, `${text}\n`);
    renameSync(partial, this.file);
  }
}
