/**
 * The next ten run times of a Quartz expression (spec 03 section 9), asked from the server
 * 500 ms after the last change. Shows '没有执行时间' when the expression never fires again and
 * the server's reason when it is invalid.
 *
 * Props: `cron` (Quartz text with seconds), `title` (defaults to the spec's heading).
 */
import { Spin, Typography } from 'antd';
import { NO_RUN_TIMES } from '@bus/contracts';
import { isApiError } from '../../lib/http';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCronPreview } from './api/get-cron-preview';

export const PREVIEW_TITLE = '近十次执行时间（不含年）';
export const PREVIEW_DELAY_MS = 500;

interface CronPreviewProps {
  cron: string;
  title?: string;
}

export function CronPreview({ cron, title = PREVIEW_TITLE }: CronPreviewProps) {
  const debounced = useDebouncedValue(cron.trim(), PREVIEW_DELAY_MS);
  const preview = useCronPreview(debounced);
  const settling = debounced !== cron.trim() || preview.isFetching;

  let body;
  if (!debounced) body = <Typography.Text type="secondary">请先设置 Cron 表达式</Typography.Text>;
  else if (preview.isError)
    body = <Typography.Text type="danger">{isApiError(preview.error) ? preview.error.message : '执行时间计算失败，请稍后重试'}</Typography.Text>;
  else if (preview.data && preview.data.times.length === 0) body = <Typography.Text type="secondary">{NO_RUN_TIMES}</Typography.Text>;
  else
    body = (
      <ol className="cron-preview-times" style={{ margin: 0, paddingLeft: 24, fontVariantNumeric: 'tabular-nums' }}>
        {(preview.data?.times ?? []).map((time) => (
          <li key={time}>{time}</li>
        ))}
      </ol>
    );

  return (
    <div className="cron-preview" data-testid="cron-preview">
      <Typography.Text strong>{title}</Typography.Text>
      <Spin spinning={settling} size="small" delay={150}>
        <div style={{ marginTop: 8, minHeight: 60, maxHeight: 240, overflow: 'auto' }} aria-live="polite" aria-busy={settling}>
          {body}
        </div>
      </Spin>
    </div>
  );
}
