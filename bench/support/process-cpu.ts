import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/**
 * The CPU time a process has used so far, user and system, in microseconds (Linux: fields 14 and 15 of
 * /proc/<pid>/stat, in clock ticks of `getconf CLK_TCK`, usually 100 a second).
 */
export const processCpuMicros = (pid: number): number => {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces; the fields after it do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks) || !(ticksPerSecond > 0)) throw new Error(`cannot read the CPU time of process ${pid}`);
  return (ticks * 1_000_000) / ticksPerSecond;
};

/** A load run with the CPU time the answering process spent on it, per answer. */
export const withServerCpu = async <T extends { requests: number }>(
  pid: number,
  run: () => Promise<T>,
): Promise<T & { cpuMicrosPerRequest: number }> => {
  const before = processCpuMicros(pid);
  const figures = await run();
  const spent = processCpuMicros(pid) - before;
  return { ...figures, cpuMicrosPerRequest: figures.requests > 0 ? spent / figures.requests : 0 };
};
