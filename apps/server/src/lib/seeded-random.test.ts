import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed, others for another', () => {
    const first = seededRandom(42);
    expect([first(), first(), first()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    const again = seededRandom(42);
    const other = seededRandom(43);
    const runs = Array.from({ length: 1000 }, () => [again(), other()]);
    expect(runs.every(([a, b]) => a >= 0 && a < 1 && b >= 0 && b < 1)).toBe(true);
    expect(runs.slice(0, 3).map(([a]) => a)).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(runs.some(([a, b]) => a !== b)).toBe(true);
  });
});
