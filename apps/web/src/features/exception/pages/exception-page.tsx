import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

const TEXTS = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在',
  500: '抱歉，服务器出错了',
} as const;

export type ExceptionType = keyof typeof TEXTS;

export function ExceptionPage({ type }: { type: ExceptionType }) {
  const navigate = useNavigate();
  return (
    <Result
      status={String(type) as '403' | '404' | '500'}
      title={String(type)}
      subTitle={TEXTS[type]}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard/analysis')}>
          返回首页
        </Button>
      }
    />
  );
}

export const Exception403 = () => <ExceptionPage type={403} />;
export const Exception404 = () => <ExceptionPage type={404} />;
export const Exception500 = () => <ExceptionPage type={500} />;
