import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { progressBar } from './progress';

export type Cell = string | number | boolean | null;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One value in COPY's text format (null is \N; backslash, tab and newlines escaped). */
function cell(value: Cell): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

/** A Postgres array literal of plain words (no quoting needed for the seed's values). */
export const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * Streams `rows` into `table` with COPY … FROM STDIN, drawing a progress bar against `expected`.
 * Rows are joined into chunks of a thousand lines so the stream, not the per-row work, sets the pace.
 */
export async function copyRows(
  client: PoolClient,
  table: string,
  columns: readonly string[],
  expected: number,
  rows: Iterable<Cell[]>,
): Promise<{ rows: number; seconds: number }> {
  const bar = progressBar(table, expected);
  const started = performance.now();
  let count = 0;
  function* chunks() {
    let lines: string[] = [];
    for (const row of rows) {
      lines.push(row.map(cell).join('\t'));
      count += 1;
      if (lines.length === 1000) {
        yield `${lines.join('\n')}\n`;
        lines = [];
        bar.tick(count);
      }
    }
    if (lines.length) yield `${lines.join('\n')}\n`;
  }
  const sink = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks()), sink);
  bar.finish(count);
  return { rows: count, seconds: (performance.now() - started) / 1000 };
}
