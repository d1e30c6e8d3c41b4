import type { Measured } from './measure-route';
import type { SeedReport } from './seed';

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** Admin pages: against the absolute targets (p50 < 200 ms, p99 < 1 s). A row at a time. */
export function printTargetsHeader(title: string) {
  console.log(`\n${title}`);
  console.log(
    `  ${'route'.padEnd(58)} ${pad('req/s', 7)} ${pad('p50', 6)} ${pad('p99', 6)} ${pad('first', 7)}  p50<200ms/p99<1s`,
  );
}

export function printTarget(r: Measured) {
  if (r.missing) {
    console.log(`  ${r.name.padEnd(58)} ${r.missing} (first alone ${r.cold} ms)`);
    return;
  }
  const met = r.p50 < 200 && r.p99 < 1000 ? 'yes' : 'NO';
  console.log(
    `  ${r.name.padEnd(58)} ${pad(Math.round(r.rps), 7)} ${pad(r.p50, 4)}ms ${pad(r.p99, 4)}ms ${pad(r.cold, 5)}ms  ${met}${r.errors ? `  (errors ${r.errors})` : ''}`,
  );
}

/** The same routes at scale and on an empty database: the ratio of p50s against 1.2x. */
export function printRatios(title: string, big: readonly Measured[], empty: readonly Measured[]) {
  console.log(`\n${title}`);
  console.log(
    `  ${'route'.padEnd(46)} ${pad('p50 scale', 10)} ${pad('p50 empty', 10)} ${pad('ratio', 6)}  ${pad('p99 scale', 10)} ${pad('p99 empty', 10)}  <=1.2x`,
  );
  big.forEach((b, i) => {
    const e = empty[i]!;
    if (b.missing || e.missing) {
      console.log(`  ${b.name.padEnd(46)} ${b.missing ?? ''} ${e.missing ?? ''}`);
      return;
    }
    // Sub-millisecond p50s are reported as 0 or 1 by autocannon: compare at least 1 ms.
    const ratio = Math.max(b.p50, 1) / Math.max(e.p50, 1);
    console.log(
      `  ${b.name.padEnd(46)} ${pad(`${b.p50} ms`, 10)} ${pad(`${e.p50} ms`, 10)} ${pad(ratio.toFixed(2), 6)}  ${pad(`${b.p99} ms`, 10)} ${pad(`${e.p99} ms`, 10)}  ${ratio <= 1.2 ? 'yes' : 'NO'}${b.errors + e.errors ? `  (errors ${b.errors + e.errors})` : ''}`,
    );
  });
}

export function printSeed(
  report: SeedReport,
  sizes: readonly { table: string; rows: number; size: string }[],
) {
  console.log('\nSeed (COPY, foreign keys and triggers off, secondary indexes built after):');
  for (const l of report.loads) {
    console.log(
      `  ${l.table.padEnd(24)} ${pad(l.rows.toLocaleString('en'), 12)} rows ${pad(l.seconds.toFixed(1), 7)} s ${pad(Math.round(l.rows / Math.max(l.seconds, 0.001)).toLocaleString('en'), 10)} rows/s`,
    );
  }
  console.log(
    `  ${'indexes'.padEnd(24)} ${pad('', 17)} ${pad(report.indexSeconds.toFixed(1), 7)} s`,
  );
  console.log(
    `  ${'vacuum analyze'.padEnd(24)} ${pad('', 17)} ${pad(report.vacuumSeconds.toFixed(1), 7)} s`,
  );
  console.log(`  ${'total'.padEnd(24)} ${pad('', 17)} ${pad(report.totalSeconds.toFixed(1), 7)} s`);
  printSizes(sizes);
}

export function printSizes(sizes: readonly { table: string; rows: number; size: string }[]) {
  console.log('\nTables (rows as counted, size with indexes and TOAST):');
  for (const s of sizes)
    console.log(
      `  ${s.table.padEnd(24)} ${pad(s.rows.toLocaleString('en'), 12)} ${pad(s.size, 10)}`,
    );
}
