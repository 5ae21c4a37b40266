/**
 * Check-rule evaluation (JeecgBoot 编码校验规则): a value is cut into segments, each covering the next
 * `digits` characters ('*' = the rest), and each segment must match its pattern.
 *
 * Hostile patterns cannot hang the server: patterns that safe-regex2 flags as catastrophic are
 * refused when a rule is saved (assertSafePatterns), and values are capped at
 * CHECK_VALUE_MAX_LENGTH characters before any pattern runs.
 */
import safeRegex from 'safe-regex2';
import { CHECK_VALUE_MAX_LENGTH, type CheckRuleSegment } from '@bus/contracts';
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

/** Refuses (422 naming ruleJson) a pattern that does not compile or may backtrack catastrophically. */
export function assertSafePatterns(segments: CheckRuleSegment[]) {
  segments.forEach((segment, index) => {
    try {
      new RegExp(segment.pattern);
    } catch {
      throw fieldError('ruleJson', `第 ${index + 1} 条规则的正则表达式无效：${segment.pattern}`);
    }
    if (!safeRegex(segment.pattern)) {
      throw fieldError('ruleJson', `第 ${index + 1} 条规则的正则表达式可能导致灾难性回溯（如嵌套量词），请改写：${segment.pattern}`);
    }
  });
}

export type CheckOutcome = { passed: true } | { passed: false; message: string };

export function checkValue(value: string, segments: CheckRuleSegment[]): CheckOutcome {
  if (value.length > CHECK_VALUE_MAX_LENGTH) return { passed: false, message: `校验值不能超过 ${CHECK_VALUE_MAX_LENGTH} 个字符` };
  const parts = splitValue(value, segments);
  for (let i = 0; i < segments.length; i++) {
    if (!new RegExp(segments[i].pattern).test(parts[i])) return { passed: false, message: segments[i].message };
  }
  return { passed: true };
}
