/**
 * 运营记录's 晚点 tag: whole minutes of the departure's difference (contracts' departureDelay, the
 * rule the server's figures use), green when on time, early blue, late orange, 10 minutes and more
 * red; hovering shows the difference to the second, which is what decides 准点 at the window's edges.
 */
import { Tag, Tooltip, Typography } from 'antd';
import { departureDelay, departureDelayText, ON_TIME_RULE_TEXT } from '@bus/contracts';

export function DelayTag({ plannedDeparture, actualDeparture }: { plannedDeparture: number; actualDeparture: number | null }) {
  if (actualDeparture === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const delay = departureDelay(plannedDeparture, actualDeparture);
  const color = delay.onTime ? 'green' : delay.seconds < 0 ? 'blue' : delay.minutes >= 10 ? 'red' : 'orange';
  const exact = `${departureDelayText(delay, { exact: true })}，${delay.onTime ? '准点' : '不准点'}（${ON_TIME_RULE_TEXT}）`;
  return (
    <Tooltip title={exact}>
      <Tag color={color}>{departureDelayText(delay)}</Tag>
    </Tooltip>
  );
}
