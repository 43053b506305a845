import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a load's CPU went: the server process, PostgreSQL's processes and the bench (its load
 * generator, wrk, and for the direct baseline the pg driver in its own process), read from /proc
 * before and after. A 2-core machine runs at most 2,000 ms of CPU per second, so the CPU one
 * call costs bounds the throughput, and with a fixed number of callers (closed loop) throughput
 * bounds latency: 50 callers at p95 <= 50 ms need roughly 1,000 calls per second or more, that is
 * at most ~2 ms of CPU per call over all three.
 */

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in ticks of 10 ms (100 per second). */
const MS_PER_TICK = 10;

/** Fields 3 on of /proc/<pid>/stat (proc(5)), or undefined when the process is gone. */
function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command (field 2) may hold spaces: the fields go on after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** User + system CPU of one process in ms (utime and stime, fields 14 and 15), 0 when gone. */
function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK : 0;
}

/**
 * CPU in ms of this process's children that have ended and been waited for (cutime and cstime,
 * fields 16 and 17): the load generator, wrk, runs as such a child for each load.
 */
function reapedChildrenCpuMs(): number {
  const fields = statFields('self');
  return fields ? (Number(fields[13]) + Number(fields[14])) * MS_PER_TICK : 0;
}

/** The pids of every process named `postgres` (the server's backends and helpers). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(+entry);
    } catch {
      // gone between the listing and the read
    }
  }
  return pids;
}

interface CpuSnapshot {
  server: number;
  postgres: Map<number, number>;
  bench: number;
}

function snapshot(serverPid: number | undefined): CpuSnapshot {
  const usage = process.cpuUsage();
  return {
    server: serverPid === undefined ? 0 : processCpuMs(serverPid),
    postgres: new Map(postgresPids().map((pid) => [pid, processCpuMs(pid)])),
    // This process to the microsecond, and the load generators it ran and waited for.
    bench: (usage.user + usage.system) / 1000 + reapedChildrenCpuMs(),
  };
}

export interface CpuSplit {
  serverMs: number;
  postgresMs: number;
  benchMs: number;
}

/**
 * Starts counting; the returned function ends the count and gives the CPU ms spent meanwhile.
 * Backends that start during the count are counted from zero; ones that end are lost (the
 * benches keep their pools open, so that is only the odd autovacuum worker).
 */
export function countCpu(serverPid?: number): () => CpuSplit {
  const before = snapshot(serverPid);
  return () => {
    const after = snapshot(serverPid);
    let postgresMs = 0;
    for (const [pid, ms] of after.postgres) postgresMs += ms - (before.postgres.get(pid) ?? 0);
    return {
      serverMs: after.server - before.server,
      postgresMs,
      benchMs: after.bench - before.bench,
    };
  };
}

/** Sums splits of several rounds. */
export function addSplits(splits: CpuSplit[]): CpuSplit {
  return splits.reduce(
    (sum, s) => ({
      serverMs: sum.serverMs + s.serverMs,
      postgresMs: sum.postgresMs + s.postgresMs,
      benchMs: sum.benchMs + s.benchMs,
    }),
    { serverMs: 0, postgresMs: 0, benchMs: 0 },
  );
}

/** "CPU per call: server 1.20 ms, PostgreSQL 2.10 ms, bench 0.40 ms (PostgreSQL alone: ≤ 952/s)". */
export function describeCpu(split: CpuSplit, calls: number, cores = 2): string {
  const per = (ms: number) => (calls === 0 ? 0 : ms / calls);
  const pg = per(split.postgresMs);
  const ceiling =
    pg > 0
      ? ` (PostgreSQL's share alone caps ${cores} cores at ${Math.floor((cores * 1000) / pg)}/s)`
      : '';
  return `CPU per call: server ${per(split.serverMs).toFixed(2)} ms, PostgreSQL ${pg.toFixed(2)} ms, bench process ${per(split.benchMs).toFixed(2)} ms${ceiling}`;
}
