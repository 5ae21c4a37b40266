import { describe, expect, it } from 'vitest';
import { coordinatesText } from '../coordinates';

describe('补登网点 coordinates', () => {
  it('shows both to six places, and 未标注 when either is missing', () => {
    expect(coordinatesText({ longitude: 114.3053931, latitude: 30.5930987 })).toBe('114.305393, 30.593099');
    expect(coordinatesText({ longitude: -0.1, latitude: 0 })).toBe('-0.100000, 0.000000');
    expect(coordinatesText({ longitude: null, latitude: 30.5 })).toBe('未标注');
    expect(coordinatesText({ longitude: 114.3, latitude: null })).toBe('未标注');
  });
});
