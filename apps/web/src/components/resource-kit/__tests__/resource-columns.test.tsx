import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '@bus/contracts';
import { resourceColumn } from '../resource-columns';

const resource = defineResource({
  api: '/demo/poster',
  noun: '海报',
  title: '海报',
  permissions: { list: 'demo:widgets:view' },
  record: z.object({ id: z.string() }),
  save: z.object({}),
  defaultSort: { field: 'cover', order: 'asc' },
  fields: {
    cover: { label: '封面', type: 'string', column: {}, form: { widget: 'image' } },
    top: { label: '置顶', type: 'boolean', column: {} },
    tint: { label: '主色', type: 'string', column: {}, form: { widget: 'color' } },
  },
});

const cell = (name: string, value: unknown) => {
  const column = resourceColumn<Record<string, unknown>>(resource, name) as { render(value: unknown, record: object, index: number): ReactNode };
  render(<div data-testid="cell">{column.render(value, {}, 0)}</div>);
  return screen.getByTestId('cell');
};

describe('the kit’s cells of an image, a switch and a colour field', () => {
  it('shows a stored picture as a thumbnail named by its label, and 无图片 without one', () => {
    const img = cell('cover', 'app_image/20261207/0123456789abcdef0123456789abcdef.png').querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('封面');
    expect(img.getAttribute('src')).toContain('app_image/20261207/0123456789abcdef0123456789abcdef.png');
  });

  it('says 无图片 for no picture', () => {
    expect(cell('cover', null).textContent).toBe('无图片');
  });

  it('says 是 / 否 for a switch (true would render as nothing)', () => {
    expect(cell('top', true).textContent).toBe('是');
  });

  it('says 否 for a switch that is off', () => {
    expect(cell('top', false).textContent).toBe('否');
  });

  it('shows a colour with its swatch and its #RRGGBB', () => {
    const shown = cell('tint', '#0958D9');
    expect(shown.textContent).toBe('#0958D9');
    expect((shown.querySelector('span[aria-hidden]') as HTMLElement).style.background).toBe('rgb(9, 88, 217)');
  });
});
