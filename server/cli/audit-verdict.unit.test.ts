import { auditVerdict } from './audit-verdict';

const report = (counts: Partial<Record<string, number>>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  });

describe('auditVerdict', () => {
  it('passes with no high or critical advisory, and says what it counted', () => {
    const verdict = auditVerdict(report({ moderate: 2, low: 1 }, { 'some-lib': { severity: 'moderate' } }));
    expect(verdict.outcome).toBe('pass');
    expect(verdict.lines).toEqual([
      'dependency audit (production dependencies): 0 critical, 0 high, 2 moderate, 1 low',
    ]);
  });

  it('fails on a high or a critical advisory, naming the packages', () => {
    const high = auditVerdict(report({ high: 1 }, { 'bad-lib': { severity: 'high' }, meh: { severity: 'low' } }));
    expect(high.outcome).toBe('fail');
    expect(high.lines).toContain('  high: bad-lib');
    expect(high.lines.join('\n')).not.toContain('meh');
    expect(auditVerdict(report({ critical: 1 }, { worse: { severity: 'critical' } })).outcome).toBe('fail');
  });

  it('skips, saying why, when the registry gives no report', () => {
    const refused = auditVerdict(JSON.stringify({ message: '405 Method Not Allowed - POST …/advisories/bulk' }));
    expect(refused).toEqual({
      outcome: 'skipped',
      lines: [
        'dependency audit skipped: the registry gave no audit report (405 Method Not Allowed - POST …/advisories/bulk)',
      ],
    });
    expect(auditVerdict('').outcome).toBe('skipped');
    expect(auditVerdict('npm ERR! network').outcome).toBe('skipped');
  });
});
