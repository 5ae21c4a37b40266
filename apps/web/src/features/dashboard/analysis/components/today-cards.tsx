/**
 * What the home page shows of the working day, each only to whom may open its page: today's
 * operations (计划班次, 已运行, 已取消, 准点率, as 运营记录 counts them) and the user's to-dos.
 */
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { percentText, usePunctuality, useTodoCount } from '../../../../lib/api/work-day';

export function TodayOperationsCard() {
  const today = dayjs().format('YYYY-MM-DD');
  const day = usePunctuality(today);
  const total = day.data?.summary;
  const figures: Array<[string, string | number]> = [
    ['计划班次', total?.planned ?? 0],
    ['已运行', total?.run ?? 0],
    ['已取消', total?.cancelled ?? 0],
    ['准点率', percentText(total?.onTimePercent)],
  ];
  return (
    <Card
      title={`今日运营（${today}）`}
      variant="borderless"
      loading={day.isLoading}
      extra={<Link to="/zsgj/operatingRecord">运营记录</Link>}
      data-testid="today-operations"
    >
      {day.isError ? (
        <span>今日运营数据加载失败</span>
      ) : (
        <Row gutter={12}>
          {figures.map(([title, value]) => (
            <Col key={title} span={6}>
              <Statistic title={title} value={value} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

export function MyTodoCard() {
  // under the to-do key: approving, withdrawing or a new task read it again, as they do the list
  const count = useTodoCount();
  return (
    <Card title="我的待办" variant="borderless" loading={count.isLoading} extra={<Link to="/workflow/todo">去处理</Link>} data-testid="my-todo">
      {count.isError ? <span>待办数量加载失败</span> : <Statistic title="等待我处理的审批" value={count.data ?? 0} suffix="件" />}
    </Card>
  );
}
