/**
 * Regular expressions that users write (check-rule segments, form-field patterns) run on RE2
 * (re2js, pure JavaScript): matching takes time linear in the input whatever the pattern, so no
 * pattern can backtrack catastrophically (DESIGN.md rule 9). The server and the browser share this
 * module, so a pattern means the same on both sides. RE2 has no backreferences and no lookaround:
 * such a pattern is refused when it is saved, with a message saying so.
 *
 * Imported through its own entry (`@bus/contracts/user-pattern`) so only the screens that run
 * user patterns load the engine.
 */
import { RE2JS } from 're2js';

export interface UserPattern {
  /** true when the pattern matches somewhere in the value, as RegExp.test does */
  test(value: string): boolean;
}

export type CompiledUserPattern = { ok: true; pattern: UserPattern } | { ok: false; problem: 'invalid' | 'unsupported'; message: string };

export const USER_PATTERN_MESSAGES = {
  invalid: '不是有效的正则表达式',
  unsupported: '不支持反向引用（如 \\1）和前后断言（如 (?=…)、(?<=…)），请改写',
} as const;

/** Compiles a user pattern on RE2; tells an invalid pattern from a valid one RE2 cannot run. */
export function compileUserPattern(source: string): CompiledUserPattern {
  try {
    const compiled = RE2JS.compile(source);
    return { ok: true, pattern: { test: (value) => compiled.test(value) } };
  } catch {
    // compiling (never running) a native RegExp only tells the two kinds of refusal apart
    let validJavaScript = true;
    try {
      new RegExp(source);
    } catch {
      validJavaScript = false;
    }
    const problem = validJavaScript ? 'unsupported' : 'invalid';
    return { ok: false, problem, message: USER_PATTERN_MESSAGES[problem] };
  }
}
