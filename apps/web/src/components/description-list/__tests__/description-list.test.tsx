import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DescriptionList, detailColumns } from '..';
import { responsiveColumns } from '../description-list-layout';

describe('detail list', () => {
  it('lays 1 to 4 items per row, 3 by default', () => {
    expect(detailColumns(undefined)).toBe(3);
    expect(detailColumns(1)).toBe(1);
    expect(detailColumns(4)).toBe(4);
    expect(detailColumns(6)).toBe(4);
    expect(detailColumns(0)).toBe(1);
    expect(detailColumns(Number.NaN)).toBe(3);
    expect(responsiveColumns(4)).toEqual({ xs: 1, sm: 2, md: 3, lg: 4, xl: 4, xxl: 4 });
    expect(responsiveColumns(1)).toMatchObject({ sm: 1, lg: 1 });
  });

  it('shows each label with its value, and - for an empty value', () => {
    render(
      <DescriptionList
        title="车辆信息"
        items={[
          { label: '车牌号', value: '粤B·12345' },
          { label: '所属线路', value: '1路' },
          { label: '备注', value: '' },
        ]}
      />,
    );
    expect(screen.getByText('车辆信息')).toBeInTheDocument();
    expect(screen.getByText('粤B·12345')).toBeInTheDocument();
    expect(screen.getByText('备注').closest('.ant-descriptions-item')).toHaveTextContent('备注-');
  });
});
