import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mayCloseTabs, useBeforeTabClose, usePageTabTitle, usePageTabTitles } from '../page-tab';

function Page({ title, dirty, check }: { title?: string; dirty: boolean; check(): Promise<boolean> }) {
  usePageTabTitle(title);
  useBeforeTabClose(dirty, check);
  return null;
}

const at = (path: string, props: Parameters<typeof Page>[0]) => (
  <MemoryRouter initialEntries={[path]}>
    <Page {...props} />
  </MemoryRouter>
);

describe('what a page tells the shell about its tab', () => {
  it('names its tab while mounted, and asks before its tab closes only while it has unsaved work', async () => {
    const check = vi.fn(async () => false);
    const view = render(at('/workflow/design/process/m1', { title: '请假审批', dirty: false, check }));
    expect(usePageTabTitles.getState()).toEqual({ '/workflow/design/process/m1': '请假审批' });
    await expect(mayCloseTabs(['/workflow/design/process/m1'])).resolves.toBe(true);
    expect(check).not.toHaveBeenCalled();

    view.rerender(at('/workflow/design/process/m1', { title: '请假审批', dirty: true, check }));
    await expect(mayCloseTabs(['/other', '/workflow/design/process/m1'])).resolves.toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
    check.mockResolvedValueOnce(true);
    await expect(mayCloseTabs(['/workflow/design/process/m1'])).resolves.toBe(true);

    act(() => view.unmount());
    expect(usePageTabTitles.getState()).toEqual({});
    await expect(mayCloseTabs(['/workflow/design/process/m1'])).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
