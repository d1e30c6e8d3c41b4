// What a bench run costs, in figures that hold on a shared machine: this process's CPU, the
// statements it sent to PostgreSQL (pg-boss's included) and the CPU of the PostgreSQL backends
// serving its database. Wall time alone mostly measures the other work on the cores.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

export type RunCost = {
  /** This process's CPU (user + system), seconds. */
  cpuSeconds: number;
  /** Statements sent over node-postgres (BEGIN and COMMIT included); 0 on PGlite. */
  statements: number;
  /** CPU of the PostgreSQL backends connected to the database, seconds (Linux; else null). */
  databaseCpuSeconds: number | null;
};

type Query = (...args: unknown[]) => unknown;
let sent = 0;
let counting = 0;
let original: Query | undefined;

/** Every node-postgres client counts its statements from now on (pools and pg-boss's alike). */
function countStatements(): void {
  counting += 1;
  if (original) return;
  const proto = pg.Client.prototype as unknown as { query: Query };
  original = proto.query;
  const wrapped = original;
  proto.query = function (this: unknown, ...args: unknown[]) {
    sent += 1;
    return wrapped.apply(this, args);
  };
}

function stopCounting(): void {
  counting -= 1;
  if (counting > 0 || !original) return;
  (pg.Client.prototype as unknown as { query: Query }).query = original;
  original = undefined;
}

const CLOCK_TICKS = 100;

/** utime + stime of every backend process serving `databaseName`, by pid (Linux /proc). */
function backendTicks(databaseName: string): Map<number, number> | null {
  const ticks = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${databaseName} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

/** Starts measuring; `stop()` answers the cost since. */
export function startRunCost(databaseUrl?: string): { stop(): RunCost } {
  const databaseName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : null;
  const before = databaseName ? backendTicks(databaseName) : null;
  const cpuBefore = process.cpuUsage();
  const sentBefore = sent;
  countStatements();
  return {
    stop() {
      const cpu = process.cpuUsage(cpuBefore);
      const statements = sent - sentBefore;
      stopCounting();
      const after = databaseName ? backendTicks(databaseName) : null;
      let databaseCpuSeconds: number | null = null;
      if (before && after) {
        let ticks = 0;
        for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
        databaseCpuSeconds = ticks / CLOCK_TICKS;
      }
      return { cpuSeconds: (cpu.user + cpu.system) / 1e6, statements, databaseCpuSeconds };
    },
  };
}

/** "app CPU 2.1 ms, 7.0 statements, database CPU 1.2 ms an update". */
export function costPer(cost: RunCost, items: number, item: string): string {
  const parts = [
    `app CPU ${((cost.cpuSeconds * 1000) / items).toFixed(2)} ms`,
    ...(cost.statements > 0 ? [`${(cost.statements / items).toFixed(1)} statements`] : []),
    ...(cost.databaseCpuSeconds !== null
      ? [`database CPU ${((cost.databaseCpuSeconds * 1000) / items).toFixed(2)} ms`]
      : []),
  ];
  return `${parts.join(', ')} a${/^[aeiou]/.test(item) ? 'n' : ''} ${item}`;
}
