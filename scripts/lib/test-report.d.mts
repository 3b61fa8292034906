// Types of test-report.mjs for the suite that checks it (tests/robustness).
export interface Failure {
  title: string;
  why: string;
}
export declare function vitestFailures(report: unknown, root: string): Failure[];
export declare function playwrightFailures(report: unknown, root: string): Failure[];
export declare function describeFailures(failures: Failure[]): string;
