import { describe, expect, it } from 'vitest';
import { mergeChildren, type LazyNode } from '../components/merge-children';

describe('mergeChildren', () => {
  it('shows an expand control for unloaded parents and nests the loaded children', () => {
    const roots: LazyNode[] = [
      { id: 'a', hasChild: '1' },
      { id: 'b', hasChild: '0' },
    ];
    expect(mergeChildren(roots, {})).toEqual([
      { id: 'a', hasChild: '1', children: [] },
      { id: 'b', hasChild: '0', children: undefined },
    ]);
    const loaded = { a: [{ id: 'a1', hasChild: '1' }], a1: [{ id: 'a1x', hasChild: '0' }] };
    expect(mergeChildren(roots, loaded)[0]).toEqual({
      id: 'a',
      hasChild: '1',
      children: [{ id: 'a1', hasChild: '1', children: [{ id: 'a1x', hasChild: '0', children: undefined }] }],
    });
  });
});
