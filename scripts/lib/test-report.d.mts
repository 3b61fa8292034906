// Types of test-report.mjs for the suite that checks it (tests/robustness).
export interface Failure {
  title: string;
  why: string;
}
export declare function vitestFailures(report: unknown, root: string): Failure[];
export declare function vitestUnhandled(output: string): Failure[];
export declare function playwrightFailures(report: unknown, root: string): Failure[];
export declare function describeFailures(failures: Failure[]): string;
export interface Timing {
  title: string;
  ms: number;
}
export declare function vitestTimings(report: unknown, root: string): { tests: Timing[]; files: Timing[] };
export declare function playwrightTimings(report: unknown, root: string): Timing[];
export declare function describeSlowest(heading: string, entries: Timing[], count?: number): string;
