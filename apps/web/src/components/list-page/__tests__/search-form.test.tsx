import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DatePicker, Form, Input } from 'antd';
import { searchColumnSpan, SearchForm, WideSearchItem } from '../search-form';

describe('SearchForm', () => {
  it('gives a date-and-time range two columns, so both of its values show whole', () => {
    render(
      <div style={{ width: 1200 }}>
        <SearchForm onSearch={() => undefined} onReset={() => undefined}>
          <Form.Item name="keyWord" label="关键词">
            <Input placeholder="内容、操作人或地址" />
          </Form.Item>
          <WideSearchItem>
            <Form.Item name="range" label="创建时间">
              <DatePicker.RangePicker showTime style={{ width: '100%' }} placeholder={['开始时间', '结束时间']} />
            </Form.Item>
          </WideSearchItem>
        </SearchForm>
      </div>,
    );
    const keyword = screen.getByPlaceholderText('内容、操作人或地址').closest('.list-search-form__item')!.getBoundingClientRect();
    const range = screen.getByPlaceholderText('开始时间').closest('.list-search-form__item')!.getBoundingClientRect();
    // the ordinary field takes a quarter of a wide screen, the range half of it
    expect(range.width).toBeGreaterThan(keyword.width * 1.9);
    expect(range.left).toBeGreaterThan(keyword.left);
    // 开始时间 fits its half of the range box
    const start = screen.getByPlaceholderText('开始时间') as HTMLInputElement;
    expect(start.scrollWidth).toBeLessThanOrEqual(start.clientWidth);
  });

  it('lays fields out by its own width: two a row in a drawer, so no box is cut to a sliver', () => {
    render(
      <div style={{ width: 712 }}>
        <SearchForm onSearch={() => undefined} onReset={() => undefined}>
          <Form.Item name="username" label="账号">
            <Input placeholder="模糊查询" />
          </Form.Item>
          <Form.Item name="realname" label="姓名">
            <Input placeholder="模糊查询二" />
          </Form.Item>
        </SearchForm>
      </div>,
    );
    const first = screen.getByPlaceholderText('模糊查询');
    const second = screen.getByPlaceholderText('模糊查询二');
    expect(first.closest('.list-search-form__item')!.getBoundingClientRect().width).toBeGreaterThan(340);
    expect(first.getBoundingClientRect().width).toBeGreaterThan(200);
    expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
  });

  it('gives four fields a row on a list page, three, two or one as the form narrows; a wide field twice the room', () => {
    expect([1100, 800, 600, 360].map((width) => searchColumnSpan(width, false))).toEqual([6, 8, 12, 24]);
    expect([1100, 800, 600, 360].map((width) => searchColumnSpan(width, true))).toEqual([12, 16, 24, 24]);
  });
});
