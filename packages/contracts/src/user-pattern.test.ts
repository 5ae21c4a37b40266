import { describe, expect, it } from 'vitest';
import { compileUserPattern } from './user-pattern';

const compiled = (source: string) => {
  const result = compileUserPattern(source);
  if (!result.ok) throw new Error(result.message);
  return result.pattern;
};

describe('user patterns on RE2', () => {
  it('matches somewhere in the value, as RegExp.test does', () => {
    expect(compiled('^[A-Z]{2}$').test('JC')).toBe(true);
    expect(compiled('^[A-Z]{2}$').test('jc')).toBe(false);
    expect(compiled('\\d{3}').test('车号 123 号')).toBe(true);
    expect(compiled('^\\p{Han}+$').test('江城公交')).toBe(true);
  });

  it('answers a pattern that backtracks catastrophically elsewhere at once, with the right answer', () => {
    // on a backtracking engine each further 'a' doubles the time (2.3 s at 26 in issue 10)
    const value = `${'a'.repeat(5000)}!`;
    for (const source of ['(a|a)+$', '(a+)+$', '^(a|aa)*$', '(.*a){20}$']) expect(compiled(source).test(value), source).toBe(false);
    expect(compiled('(a|a)+$').test('aaaa')).toBe(true);
  });

  it('refuses backreferences and lookaround as unsupported, and broken patterns as invalid', () => {
    for (const source of ['(a)\\1', 'a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b']) {
      expect(compileUserPattern(source), source).toMatchObject({ ok: false, problem: 'unsupported', message: expect.stringContaining('反向引用') });
    }
    for (const source of ['([a', '*a', 'a{2,1}']) expect(compileUserPattern(source), source).toMatchObject({ ok: false, problem: 'invalid' });
  });
});
