import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMS } from '@bus/contracts';
import { Authorized } from '../permissions';
import { useSessionStore } from '../session';

const entry = (action: string, type = '1', status = '1') => ({ action, describe: action, type, status });
const bin = PERMS.system.recycleBin;

afterEach(() => useSessionStore.setState({ auth: [], allAuth: [] }));

describe('Authorized', () => {
  it('shows its child when the user holds any of several catalogue codes, and hides it otherwise', () => {
    useSessionStore.setState({ auth: [entry(bin.delete)], allAuth: [] });
    const { rerender } = render(
      <Authorized code={[bin.revert, bin.delete]}>
        <button>回收站</button>
      </Authorized>,
    );
    expect(screen.getByRole('button', { name: '回收站' })).toBeInTheDocument();
    useSessionStore.setState({ auth: [entry(PERMS.system.user.add)], allAuth: [] });
    rerender(
      <Authorized code={[bin.revert, bin.delete]}>
        <button>回收站</button>
      </Authorized>,
    );
    expect(screen.queryByRole('button', { name: '回收站' })).not.toBeInTheDocument();
  });

  it('in disable mode, disables the child only when every given code is disabled for the user', () => {
    useSessionStore.setState({ auth: [entry(bin.revert, '2')], allAuth: [entry(bin.revert, '2'), entry(bin.delete, '2')] });
    const { rerender } = render(
      <Authorized mode="disable" code={[bin.revert, bin.delete]}>
        <button>还原</button>
      </Authorized>,
    );
    expect(screen.getByRole('button', { name: '还原' })).toBeEnabled();
    rerender(
      <Authorized mode="disable" code={bin.delete}>
        <button>还原</button>
      </Authorized>,
    );
    expect(screen.getByRole('button', { name: '还原' })).toBeDisabled();
  });
});
