import { describe, expect, it } from 'vitest';
import type { UserComponentRecord } from '@bus/contracts';
import { departAndBelow, readUserPickerOptions, storeValueOf, textOf, toggleUser, toggleUsers } from '../user-select-logic';

const user = (id: string, username: string, realname: string) => ({ id, username, realname, workNo: `JC${id}` }) as unknown as UserComponentRecord;
const zhao = user('1', 'zhaolei', '赵磊');
const gao = user('2', 'gaofeng', '高峰');

describe('user picker rules', () => {
  it('multi mode toggles, single mode replaces', () => {
    expect(toggleUser([zhao], gao, true)).toEqual([zhao, gao]);
    expect(toggleUser([zhao, gao], zhao, true)).toEqual([gao]);
    expect(toggleUser([zhao], gao, false)).toEqual([gao]);
    expect(toggleUser([gao], gao, false)).toEqual([]);
    expect(toggleUsers([zhao], [zhao, gao], true)).toEqual([zhao, gao]);
    expect(toggleUsers([zhao, gao], [gao], false)).toEqual([zhao]);
  });

  it('stores usernames by default and shows real names', () => {
    expect(storeValueOf([zhao, gao])).toBe('zhaolei,gaofeng');
    expect(storeValueOf([zhao, gao], 'workNo')).toBe('JC1,JC2');
    expect(textOf([zhao, gao] as never)).toBe('赵磊，高峰');
  });

  it('reads store, text and multiSelect from a column extension', () => {
    expect(readUserPickerOptions('{"store":"id","text":"username","multiSelect":0}')).toEqual({ store: 'id', text: 'username', multiple: false });
    expect(readUserPickerOptions('{"store":"password"}')).toEqual({ store: 'username', text: 'realname', multiple: true });
    expect(readUserPickerOptions('not json')).toEqual({ store: 'username', text: 'realname', multiple: true });
  });

  it('a department brings the departments under it', () => {
    const tree = [{ id: 'a', key: 'a', title: 'A', children: [{ id: 'b', key: 'b', title: 'B', children: [{ id: 'c', key: 'c', title: 'C' }] }] }];
    expect(departAndBelow(tree, 'b')).toEqual(['b', 'c']);
    expect(departAndBelow(tree, 'x')).toEqual([]);
  });
});
