/**
 * Check-rule evaluation (JeecgBoot 编码校验规则): a value is cut into segments, each covering the next
 * `digits` characters ('*' = the rest), and each segment must match its pattern.
 *
 * Hostile patterns cannot hang the server: patterns run on RE2 (linear time whatever the
 * pattern, see @bus/contracts/user-pattern); a pattern RE2 cannot run is refused when the rule is
 * saved (assertRunnablePatterns), and values are capped at CHECK_VALUE_MAX_LENGTH characters.
 */
import { CHECK_VALUE_MAX_LENGTH, type CheckRuleSegment } from '@bus/contracts';
import { compileUserPattern, type UserPattern } from '@bus/contracts/user-pattern';
import { fieldError } from '../../../lib/app-error';

export function splitValue(value: string, segments: Pick<CheckRuleSegment, 'digits'>[]): string[] {
  const parts: string[] = [];
  let begin = 0;
  for (const segment of segments) {
    const end = segment.digits === '*' ? value.length : Math.min(value.length, begin + segment.digits);
    parts.push(value.slice(begin, end));
    begin = end;
  }
  return parts;
}

/** Each segment's compiled pattern, or a 422 naming ruleJson that says which one and why. */
export function compileSegments(segments: CheckRuleSegment[]): UserPattern[] {
  return segments.map((segment, index) => {
    const compiled = compileUserPattern(segment.pattern);
    if (!compiled.ok) throw fieldError('ruleJson', `第 ${index + 1} 条规则的正则表达式${compiled.message}：${segment.pattern}`);
    return compiled.pattern;
  });
}

export type CheckOutcome = { passed: true } | { passed: false; message: string };

export function checkValue(value: string, segments: CheckRuleSegment[], patterns = compileSegments(segments)): CheckOutcome {
  if (value.length > CHECK_VALUE_MAX_LENGTH) return { passed: false, message: `校验值不能超过 ${CHECK_VALUE_MAX_LENGTH} 个字符` };
  const parts = splitValue(value, segments);
  for (let i = 0; i < segments.length; i++) {
    if (!patterns[i].test(parts[i])) return { passed: false, message: segments[i].message };
  }
  return { passed: true };
}
