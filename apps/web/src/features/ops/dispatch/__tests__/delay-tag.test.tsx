import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ON_TIME_RULE_TEXT } from '@bus/contracts';
import { formatRecordedTime } from '../../../../lib/service-time';
import { DelayTag } from '../components/delay-tag';

const at = (h: number, m: number, s = 0) => h * 3600 + m * 60 + s;
const tagOf = (planned: number, actual: number | null) => {
  const { container, unmount } = render(<DelayTag plannedDeparture={planned} actualDeparture={actual} />);
  const tag = container.querySelector('.ant-tag');
  const result = {
    text: tag?.textContent ?? container.textContent,
    color: [...(tag?.classList ?? [])].find((c) => c.startsWith('ant-tag-') && c !== 'ant-tag-borderless'),
  };
  unmount();
  return result;
};

describe('运营记录 lateness tag', () => {
  it('reads as the times beside it do (issue 22: 05:30 / 05:30 said 晚 1 分)', () => {
    expect([formatRecordedTime(at(5, 30)), formatRecordedTime(at(5, 30, 40)), tagOf(at(5, 30), at(5, 30, 40)).text]).toEqual(['05:30', '05:30:40', '准点']);
    expect(tagOf(at(5, 30), at(5, 31, 35)).text).toBe('晚 1 分');
    expect(tagOf(at(5, 40), at(5, 39, 50)).text).toBe('准点');
    expect(tagOf(at(5, 40), null).text).toBe('—');
  });

  it('is green within the on-time window and not past it', () => {
    expect(tagOf(at(8, 0), at(7, 59))).toEqual({ text: '早 1 分', color: 'ant-tag-green' });
    expect(tagOf(at(8, 0), at(7, 58, 30))).toEqual({ text: '早 1 分', color: 'ant-tag-blue' });
    expect(tagOf(at(8, 0), at(8, 3))).toEqual({ text: '晚 3 分', color: 'ant-tag-green' });
    expect(tagOf(at(8, 0), at(8, 3, 1))).toEqual({ text: '晚 3 分', color: 'ant-tag-orange' });
    expect(tagOf(at(8, 0), at(8, 10))).toEqual({ text: '晚 10 分', color: 'ant-tag-red' });
  });

  it('says the exact difference and the rule on hover', async () => {
    const user = userEvent.setup({ delay: null });
    render(<DelayTag plannedDeparture={at(8, 0)} actualDeparture={at(8, 3, 1)} />);
    await user.hover(screen.getByText('晚 3 分'));
    expect(await screen.findByText(`晚 3 分 1 秒，不准点（${ON_TIME_RULE_TEXT}）`)).toBeInTheDocument();
  });
});
