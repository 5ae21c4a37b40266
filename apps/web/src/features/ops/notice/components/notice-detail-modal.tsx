/** 公告详情: what passengers read, with the lines, stops, validity and who published it. */
import { Descriptions, Modal, Space, Tag, Typography } from 'antd';
import type { NoticeRecord } from '@bus/contracts';
import { DictTag } from '../../../../components/dict';

export function NoticeDetailModal({ record, onClose }: { record: NoticeRecord | null; onClose(): void }) {
  return (
    <Modal title="公告详情" open={record !== null} width={720} footer={null} onCancel={onClose} destroyOnHidden>
      {record && (
        <>
          <Typography.Title level={4} style={{ marginTop: 16 }}>
            {record.title}
          </Typography.Title>
          <Descriptions column={2} size="small" bordered styles={{ label: { width: 110, whiteSpace: 'nowrap' } }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="公告类型">
              <DictTag dictCode="ops_notice_kind" value={record.kind} text={record.kind_dictText} />
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <DictTag dictCode="ops_notice_state" value={record.shownState} text={record.shownState_dictText} />
            </Descriptions.Item>
            <Descriptions.Item label="涉及线路" span={2}>
              {record.routeNumbers.length ? (
                <Space size={[4, 4]} wrap>
                  {record.routeNumbers.map((n) => (
                    <Tag key={n}>{n}</Tag>
                  ))}
                </Space>
              ) : (
                '不限线路'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="涉及站点" span={2}>
              {record.stopNames.length ? record.stopNames.join('、') : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="生效时间">{record.validFrom}</Descriptions.Item>
            <Descriptions.Item label="失效时间">{record.validTo ?? '长期有效'}</Descriptions.Item>
            <Descriptions.Item label="发布时间">{record.publishTime ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="发布人">{record.publishBy ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{record.content}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
