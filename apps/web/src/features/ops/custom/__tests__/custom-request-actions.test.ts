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

  it('offers nothing by hand while its evaluation approval runs, and the usual once it ended', () => {
    expect(customRequestActions('evaluating', { state: 'running' })).toEqual([]);
    expect(customRequestActions('submitted', { state: 'withdrawn' })).toEqual(['evaluate', 'reject']);
    expect(customRequestActions('evaluating', null)).toEqual(['open', 'reject']);
  });
});
