import { describe, expect, it } from 'vitest';
import { customRequestActions } from '../components/custom-request-actions';

describe('the actions of a custom-bus request', () => {
  it.each([
    ['submitted', ['evaluate', 'reject']],
    ['evaluating', ['open', 'reject']],
    ['opened', []],
    ['rejected', []],
    ['constructor', []],
    ['', []],
  ])('%s offers %j', (state, actions) => {
    expect(customRequestActions(state)).toEqual(actions);
  });
});
