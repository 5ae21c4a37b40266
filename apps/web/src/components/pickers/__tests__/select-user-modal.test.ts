import { describe, expect, it } from 'vitest';
import { toggleSelection } from '../select-user-modal';

const a = { id: 'a', username: 'lina', realname: '李娜' };
const b = { id: 'b', username: 'wangfang', realname: '王芳' };

describe('toggleSelection', () => {
  it('adds and removes rows in multiple mode', () => {
    expect(toggleSelection([a], b, true)).toEqual([a, b]);
    expect(toggleSelection([a, b], a, true)).toEqual([b]);
  });

  it('replaces the selection in single mode', () => {
    expect(toggleSelection([a], b, false)).toEqual([b]);
    expect(toggleSelection([b], b, false)).toEqual([]);
  });
});
