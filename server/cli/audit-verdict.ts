type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

interface AuditReport {
  message?: string;
  metadata?: { vulnerabilities?: Record<Severity, number> };
  vulnerabilities?: Record<string, { severity: Severity; via?: unknown[] }>;
}

export interface AuditVerdict {
  /** `skipped` when the registry gave no report (offline, or a mirror without the audit endpoint). */
  outcome: 'pass' | 'fail' | 'skipped';
  lines: string[];
}

const blocking: readonly Severity[] = ['high', 'critical'];

/** Judges `npm audit --json` output: high and critical advisories in production dependencies fail. */
export const auditVerdict = (stdout: string): AuditVerdict => {
  let report: AuditReport | null;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    report = null;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const why = report?.message ?? 'no report';
    return { outcome: 'skipped', lines: [`dependency audit skipped: the registry gave no audit report (${why})`] };
  }
  const summary = (['critical', 'high', 'moderate', 'low'] as const).map((level) => `${counts[level] ?? 0} ${level}`);
  const flagged = Object.entries(report?.vulnerabilities ?? {})
    .filter(([, entry]) => blocking.includes(entry.severity))
    .map(([name, entry]) => `  ${entry.severity}: ${name}`);
  const failed = blocking.some((level) => (counts[level] ?? 0) > 0);
  return {
    outcome: failed ? 'fail' : 'pass',
    lines: [`dependency audit (production dependencies): ${summary.join(', ')}`, ...flagged],
  };
};
