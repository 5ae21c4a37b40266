/**
 * A page that failed is reported to the server's system log (POST /sys/log/client-error, 前端错误)
 * under the id the page shows the user, so an administrator finds the entry by what the user reads
 * out. Reporting never throws: a page that failed must not fail again on its report.
 */
import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from '@bus/contracts';
import { postReply } from '../http';

const STACK_LINES = 30;

/** What is sent: the message and the top of the stacks (JavaScript's, then React's components), within the server's caps. */
export function clientErrorReport(id: string, route: string, error: unknown, componentStack?: string | null): ClientErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = [error instanceof Error ? error.stack : undefined, componentStack ? `组件：${componentStack.trim()}` : undefined]
    .filter(Boolean)
    .join('\n')
    .split('\n')
    .slice(0, STACK_LINES)
    .join('\n')
    .slice(0, CLIENT_ERROR_LIMITS.stack);
  return { id, route: route.slice(0, CLIENT_ERROR_LIMITS.route), message: message.slice(0, CLIENT_ERROR_LIMITS.message), stack };
}

export async function reportClientError(report: ClientErrorReport): Promise<void> {
  try {
    await postReply('/sys/log/client-error', report, { skipErrorHandler: true });
  } catch {
    // nothing more to do: the user still sees the error id
  }
}
