import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DatePicker, Form, Input } from 'antd';
import { SearchForm, WideSearchItem } from '../search-form';

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
});
