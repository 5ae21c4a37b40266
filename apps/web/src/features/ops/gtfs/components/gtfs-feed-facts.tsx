/** What a feed says about itself (feed_info.txt) and which of its standard GTFS files are not imported. */
import { Descriptions, Space, Tag, Typography } from 'antd';
import type { GtfsFeedInfo, GtfsValidationReport } from '@bus/contracts';

export interface GtfsFeedFactsProps {
  feedInfo: GtfsFeedInfo | null;
  notImported: GtfsValidationReport['notImported'];
}

const dash = (text: string) => text || '—';
/** a feed's own address is shown as a link only when it is a web address (never a javascript: one) */
const webLink = (url: string, text: string) =>
  /^https?:\/\//i.test(url) ? (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </Typography.Link>
  ) : (
    dash(text)
  );

export function GtfsFeedFacts({ feedInfo, notImported }: GtfsFeedFactsProps) {
  if (!feedInfo && notImported.length === 0) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {feedInfo && (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} title="数据集信息（feed_info.txt）" data-testid="gtfs-feed-info">
          <Descriptions.Item label="发布者">{webLink(feedInfo.publisherUrl, feedInfo.publisherName || feedInfo.publisherUrl)}</Descriptions.Item>
          <Descriptions.Item label="版本">{dash(feedInfo.version)}</Descriptions.Item>
          <Descriptions.Item label="有效期">
            {feedInfo.startDate || feedInfo.endDate ? `${dash(feedInfo.startDate)} 至 ${dash(feedInfo.endDate)}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="语言">{dash([feedInfo.lang, feedInfo.defaultLang].filter(Boolean).join('，默认 '))}</Descriptions.Item>
          <Descriptions.Item label="联系方式" span={2}>
            <Space size="middle" wrap>
              {feedInfo.contactEmail && <Typography.Text copyable>{feedInfo.contactEmail}</Typography.Text>}
              {feedInfo.contactUrl ? webLink(feedInfo.contactUrl, feedInfo.contactUrl) : !feedInfo.contactEmail && '—'}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      )}
      {notImported.length > 0 && (
        <Space direction="vertical" size={4} data-testid="gtfs-not-imported">
          <Typography.Text type="secondary">未导入：以下文件属于 GTFS 规范，本系统不使用</Typography.Text>
          <Space size={[4, 4]} wrap>
            {notImported.map((file) => (
              <Tag key={file.file}>{`${file.file} ${file.title}`}</Tag>
            ))}
          </Space>
        </Space>
      )}
    </Space>
  );
}
