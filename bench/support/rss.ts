import { readFileSync } from 'node:fs';

/** A process's resident set size in bytes, from /proc/<pid>/status (Linux). */
export const residentBytes = (pid: number): number => {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
};
