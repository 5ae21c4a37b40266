/**
 * Each routed page in the shell sits in one of these: a page that throws while rendering shows a
 * Chinese error inside its own tab, with 重试 and the error id that was logged to the server, and
 * the menu, the header and every other tab keep working (issue 22: one bad coordinate replaced the
 * whole app with React Router's English error page and lost every open tab).
 */
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { clientErrorReport, newErrorId, reportClientError } from '../../lib/client-error';

interface Props {
  /** the page's address, reported with the error */
  route: string;
  /** before the page is mounted again */
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: unknown;
  errorId: string | null;
  /** bumped by 重试: the page is mounted afresh, its state that failed is gone */
  attempt: number;
}

/**
 * 重试 mounts the page afresh on fresh data: what it read may be what made it fail (a reply it
 * could not handle), and kept in the query cache it would fail again. The other open pages read
 * their data again too, without losing what they show.
 */
export function PageErrorBoundary({ route, children }: { route: string; children: ReactNode }) {
  const client = useQueryClient();
  return (
    <Boundary route={route} onRetry={() => void client.resetQueries()}>
      {children}
    </Boundary>
  );
}

class Boundary extends Component<Props, State> {
  state: State = { error: null, errorId: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('未知错误'), errorId: newErrorId() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.state.errorId) void reportClientError(clientErrorReport(this.state.errorId, this.props.route, error, info.componentStack));
  }

  private retry = () => {
    this.props.onRetry();
    this.setState((state) => ({ error: null, errorId: null, attempt: state.attempt + 1 }));
  };

  render() {
    const { error, errorId, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    return (
      <Result
        status="error"
        title="页面出错了"
        subTitle={
          <>
            <div>这个页面遇到了意外错误，其他标签页不受影响。可以重试；如果仍然出错，请把错误编号告诉管理员。</div>
            <Typography.Text type="secondary" copyable={{ text: errorId ?? '' }} data-testid="page-error-id">
              错误编号：{errorId}
            </Typography.Text>
          </>
        }
        extra={[
          <Button type="primary" key="retry" onClick={this.retry}>
            重试
          </Button>,
          <Button key="reload" onClick={() => window.location.reload()}>
            重新加载
          </Button>,
        ]}
      />
    );
  }
}
