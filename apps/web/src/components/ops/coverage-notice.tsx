/**
 * Whether the fleet and the crew can run a day (班次管理, 排班 and 生成运营计划): when either falls
 * short, a warning saying how many buses or drivers are missing and at which hours; otherwise one
 * quiet line with what the day needs and has.
 */
import { Alert, Typography } from 'antd';
import { coverageText, type DayCoverage } from '@bus/contracts';

export function CoverageNotice({ coverage, style }: { coverage: DayCoverage | undefined; style?: React.CSSProperties }) {
  if (!coverage || coverage.trips === 0) return null;
  const text = coverageText(coverage);
  const scope = coverage.routeId ? '本线路' : '全公司';
  if (!text.short)
    return (
      <Typography.Text type="secondary" data-testid="coverage" style={{ display: 'block', ...style }}>
        {scope}车辆和驾驶员够用：{text.buses}；{text.drivers}
      </Typography.Text>
    );
  const lines = [coverage.buses.short ? text.buses : null, coverage.drivers.short ? text.drivers : null].filter(Boolean);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="coverage"
      style={style}
      message={`${scope}的车辆或驾驶员不够运营当天的时刻表，缺口的班次将无人执行`}
      description={
        <>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
          {!coverage.buses.short && <div>{text.buses}</div>}
          {!coverage.drivers.short && <div>{text.drivers}</div>}
        </>
      }
    />
  );
}
