/** One row of the bench table: a figure, its target, and whether it was met (with the cause when not). */
export interface BenchRow {
  figure: string;
  value: string;
  target: string;
  met: boolean | null;
  note?: string;
}

/** Prints the rows as one Markdown table (pasteable into docs/benchmarks.md as is). */
export function printTable(rows: BenchRow[], header: string): string {
  const lines = [
    header,
    '',
    '| Figure | Measured | Target | Met | Note |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${row.value} | ${row.target} | ${row.met === null ? 'n/a' : row.met ? 'yes' : '**no**'} | ${row.note ?? ''} |`,
    ),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  return table;
}

export const ratio = (value: number, reference: number) =>
  reference > 0 ? Math.round((value / reference) * 100) / 100 : 0;
