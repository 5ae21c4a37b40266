/** What validation reports: one finding per problem, with where it is and a plain Chinese message. */

export type Severity = 'error' | 'warning' | 'info';
export const SEVERITY_TEXT: Record<Severity, string> = { error: '错误', warning: '警告', info: '提示' };

export interface Finding {
  severity: Severity;
  /** the rule, e.g. stop_time_decreasing (stable, for filtering and tests) */
  code: string;
  file: string;
  /** line in the file (header = 1); absent for a finding about the whole file or feed */
  line?: number;
  field?: string;
  message: string;
}

/** at most this many findings of one rule are kept (all are counted) */
export const FINDINGS_PER_RULE = 200;

/** Keeps the first findings of each rule and counts all of them. */
export class FindingCollector {
  readonly findings: Finding[] = [];
  readonly counts = { error: 0, warning: 0, info: 0 };
  private readonly perRule = new Map<string, number>();

  add(finding: Finding | undefined) {
    if (!finding) return;
    this.counts[finding.severity] += 1;
    const seen = this.perRule.get(finding.code) ?? 0;
    this.perRule.set(finding.code, seen + 1);
    if (seen < FINDINGS_PER_RULE) this.findings.push(finding);
  }

  addAll(findings: Iterable<Finding>) {
    for (const finding of findings) this.add(finding);
  }

  /** rule -> how many times it fired */
  ruleCounts(): Record<string, number> {
    return Object.fromEntries(this.perRule);
  }
}
