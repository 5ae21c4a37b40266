import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../lib/color-contrast';
import { AppProviders } from '../../providers';
import { useSettingsStore } from '../../settings/settings-store';
import { SettingsDrawer } from '../settings-drawer';

const rgbToHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

/** the colour a primary button is filled with, as the user sees it */
const primaryFill = () => rgbToHex(getComputedStyle(screen.getByRole('button', { name: '主按钮' })).backgroundColor);

function renderDrawer() {
  useSettingsStore.getState().reset();
  render(
    <AppProviders>
      <Button type="primary">主按钮</Button>
      <SettingsDrawer open onClose={() => undefined} />
    </AppProviders>,
  );
  return within(screen.getByRole('dialog', { name: '系统设置' }));
}

describe('the settings drawer’s theme colour (WCAG 2 AA)', () => {
  it('shows a colour too light for text in its nearest readable shade, says so, and keeps the choice', async () => {
    const drawer = renderDrawer();
    // the default blue #1890FF is 3.2:1 on white: buttons and links use its AA shade
    expect(await drawer.findByText(/#1890FF.*加深为 #1371C9/)).toBeVisible();
    expect(primaryFill()).toBe('#1371c9');

    await userEvent.click(drawer.getByRole('radio', { name: '日暮' }));
    expect(drawer.getByRole('radio', { name: '日暮' })).toHaveAttribute('aria-checked', 'true');
    expect(await drawer.findByText(/#FAAD14.*加深为 #96670C/)).toBeVisible();
    await expect.poll(primaryFill).toBe('#96670c');
    expect(contrastRatio(primaryFill(), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // the swatch shows the colour the app uses; the setting keeps the colour chosen
    expect(rgbToHex(getComputedStyle(drawer.getByRole('radio', { name: '日暮' })).backgroundColor)).toBe('#96670c');
    expect(useSettingsStore.getState().primaryColor).toBe('#FAAD14');
  });

  it('uses a colour that is readable already as it is, without a note', async () => {
    const drawer = renderDrawer();
    await userEvent.click(drawer.getByRole('radio', { name: '酱紫' }));
    await expect.poll(primaryFill).toBe('#722ed1');
    expect(drawer.queryByText(/加深为/)).toBeNull();
  });
});
