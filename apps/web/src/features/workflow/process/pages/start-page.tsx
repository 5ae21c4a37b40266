/**
 * 发起流程 (/workflow/process/start/{processKey}): the start form of one process; after 提交 the
 * user lands in 我发起的, where the new application waits at its first step.
 */
import { useNavigate, useParams } from 'react-router';
import { Card, Result, Spin } from 'antd';
import { usePageTabTitle } from '../../../../lib/page-tab';
import { useStartable } from '../api/start';
import { StartProcessForm } from '../components/start-process-form';

export default function StartPage() {
  const { params = '' } = useParams();
  const navigate = useNavigate();
  const startable = useStartable();
  const process = startable.data?.find((row) => row.processKey === params);
  usePageTabTitle(process ? `发起：${process.name}` : undefined);

  if (startable.isPending) return <Spin />;
  if (!process)
    return (
      <Card>
        <Result status="warning" title="流程不存在或未部署" subTitle={`没有可发起的流程「${params}」，它可能已被挂起或尚未部署。`} />
      </Card>
    );
  return <StartProcessForm process={process} onStarted={() => navigate('/workflow/send')} />;
}
