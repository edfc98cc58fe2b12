import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Verdict = 'pass' | 'fail' | 'info';

/** One line of the table. */
export interface Row {
  id: string;
  figure: string;
  value: string;
  budget: string;
  verdict: Verdict;
  how: string;
}

/** What each figure hands back: its rows and any detail worth keeping in the JSON. */
export interface FigureResult {
  rows: Row[];
  details?: Record<string, unknown>;
}

export interface Report {
  date: string;
  mode: 'full' | 'quick';
  /** Set when the run was limited with --only: the figure numbers that ran. */
  only?: number[];
  machine: string;
  durationSeconds: number;
  rows: Row[];
  details: Record<string, unknown>;
}

const VERDICT_TEXT: Record<Verdict, string> = { pass: 'PASS', fail: 'FAIL', info: '—' };

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // A word wider than the column (a long path) is cut into column-wide pieces.
  const words = text.split(/\s+/).flatMap((word) => word.match(new RegExp(`.{1,${width}}`, 'gu')) ?? ['']);
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** The one table printed to the terminal: long cells wrap inside their column. */
export function formatTable(rows: readonly Row[]): string {
  const columns: Array<{ title: string; width: number; cell: (row: Row) => string }> = [
    { title: '#', width: 4, cell: (row) => row.id },
    { title: 'figure', width: 34, cell: (row) => row.figure },
    { title: 'value', width: 40, cell: (row) => row.value },
    { title: 'budget', width: 20, cell: (row) => row.budget },
    { title: 'result', width: 6, cell: (row) => VERDICT_TEXT[row.verdict] },
    { title: 'how it was measured', width: 64, cell: (row) => row.how },
  ];
  const rule = columns.map((column) => '-'.repeat(column.width)).join('-+-');
  const render = (cells: string[][]) => {
    const height = Math.max(...cells.map((cell) => cell.length));
    const out: string[] = [];
    for (let index = 0; index < height; index++) out.push(columns.map((column, c) => (cells[c]![index] ?? '').padEnd(column.width)).join(' | ').trimEnd());
    return out.join('\n');
  };
  const lines = [render(columns.map((column) => [column.title])), rule];
  for (const row of rows) {
    lines.push(render(columns.map((column) => wrap(column.cell(row), column.width))));
    lines.push(rule);
  }
  return lines.join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function formatMarkdown(report: Report): string {
  const head = [
    `Benchmark of ${report.date.slice(0, 10)} (${report.date}), \`npm run bench${report.mode === 'quick' || report.only ? ' --' : ''}${report.mode === 'quick' ? ' --quick' : ''}${report.only ? ` --only=${report.only.join(',')}` : ''}\` on ${report.machine}; ${report.durationSeconds.toFixed(0)} s.`,
    '',
    '| # | figure | value | budget | result | how it was measured |',
    '|---|---|---|---|---|---|',
  ];
  const body = report.rows.map((row) => `| ${row.id} | ${escapeCell(row.figure)} | ${escapeCell(row.value)} | ${escapeCell(row.budget)} | ${VERDICT_TEXT[row.verdict]} | ${escapeCell(row.how)} |`);
  const failed = report.rows.filter((row) => row.verdict === 'fail');
  const tail = ['', failed.length === 0 ? 'Every budget holds.' : `Budgets missed: ${failed.map((row) => row.id).join(', ')}.`];
  const topInputs = report.details['1.topInputs'] as Array<{ input: string; bytes: number }> | undefined;
  if (topInputs) {
    tail.push('', '<details><summary>Largest inputs of the full &lt;MintPage&gt; bundle (minified bytes in output)</summary>', '', '| input | bytes |', '|---|---|');
    for (const entry of topInputs) tail.push(`| \`${entry.input}\` | ${entry.bytes.toLocaleString('en-US')} |`);
    tail.push('', '</details>');
  }
  return [...head, ...body, ...tail, ''].join('\n');
}

/** Writes `<name>.json` and `<name>.md` (latest.* for a whole run; a run limited with --only writes only.* and leaves latest.* alone). */
export function writeReport(directory: string, report: Report, name = 'latest') {
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(directory, `${name}.md`), formatMarkdown(report));
}
