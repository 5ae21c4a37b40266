/** One saved diagram read-only, and two compared (both drawn by the designer package, loaded lazily). */
import { Suspense } from 'react';
import { Alert, Descriptions, Spin, Tag } from 'antd';
import { modelHistory } from '../api/version-history';
import type { VersionPair } from '../lib/version-pair';
import { LazyDiagramDiff, LazyDiagramViewer } from './lazy-designer';

const loading = <Spin style={{ display: 'block', margin: '80px auto' }} />;

export function ModelVersionView({ modelId, versionNo }: { modelId: string; versionNo: number }) {
  const version = modelHistory.useVersion(modelId, versionNo);
  if (version.isError) return <Alert type="error" showIcon message="版本加载失败" description={version.error.message} />;
  if (!version.data) return loading;
  const v = version.data;
  return (
    <>
      <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="版本">
          v{v.versionNo}
          {v.draft && (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              草稿
            </Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="引擎">{v.engine}</Descriptions.Item>
        <Descriptions.Item label="作者">{v.createByName ?? v.createBy ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="时间">{v.createTime}</Descriptions.Item>
        {v.comment && <Descriptions.Item label="备注">{v.comment}</Descriptions.Item>}
      </Descriptions>
      <Suspense fallback={loading}>
        <LazyDiagramViewer xml={v.xml} height="calc(100vh - 220px)" label={`版本 ${v.versionNo}`} />
      </Suspense>
    </>
  );
}

export function ModelVersionDiff({ modelId, pair }: { modelId: string; pair: VersionPair }) {
  const older = modelHistory.useVersion(modelId, pair.older);
  const newer = modelHistory.useVersion(modelId, pair.newer);
  const error = older.error ?? newer.error;
  if (error) return <Alert type="error" showIcon message="版本加载失败" description={error.message} />;
  if (!older.data || !newer.data) return loading;
  return (
    <Suspense fallback={loading}>
      <LazyDiagramDiff oldXml={older.data.xml} newXml={newer.data.xml} oldTitle={`版本 ${pair.older}`} newTitle={`版本 ${pair.newer}`} height={460} />
    </Suspense>
  );
}
