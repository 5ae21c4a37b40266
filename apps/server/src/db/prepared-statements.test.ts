import { describe, expect, it } from 'vitest';
import { MAX_NAMED_PARAMETERS, nameable, statementName } from './prepared-statements';

describe('which statement texts go as named prepared statements', () => {
  it('names a text from its second use on, always with the same name, and another text with another', () => {
    const text = `select * from wf_task where id = $1 /* ${Math.random()} */`;
    const other = `select * from wf_instance where id = $1 /* ${Math.random()} */`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^s\d+$/);
    expect(statementName(text)).toBe(name);
    expect(statementName(other)).toBeUndefined();
    expect(statementName(other)).not.toBe(name);
  });

  it('names statements with values, up to a hundred of them (a batch insert stays unnamed)', () => {
    expect(nameable(0)).toBe(false);
    expect(nameable(1)).toBe(true);
    expect(nameable(MAX_NAMED_PARAMETERS)).toBe(true);
    expect(nameable(MAX_NAMED_PARAMETERS + 1)).toBe(false);
  });
});
