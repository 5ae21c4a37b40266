/**
 * 上传 demo: vehicle photos in picture cards (single and up to 4), the attachment popup bound to a
 * vehicle record with its attachment list (preview, download, delete), the image popup, table
 * cells (maintenance slip upload, progress) and the rich text editor's inline images.
 */
import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Image, Row, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { UploadedInfo } from '@bus/contracts';
import { LazyRichTextEditor } from '../../../../components/rich-text-editor';
import { FileCell, ImageUpload, ProgressCell, ServiceFileList, UploadCell, UploadModal, type FileValue } from '../../../../components/upload';
import { systemSettingQueryOptions } from '../../../../lib/api/get-system-setting';

export const meta = { key: 'uploads', title: '上传', order: 50 };

const VEHICLE = { id: 'vehicle-YB-D12345', plateNo: '粤B·D12345', model: '比亚迪 K8 纯电动公交', line: '12 路' };

interface RepairRow {
  id: string;
  plateNo: string;
  item: string;
  progress: number;
  slip: FileValue | null;
}

const INITIAL_REPAIRS: RepairRow[] = [
  { id: 'r1', plateNo: '粤B·D12345', item: '更换前制动片', progress: 100, slip: null },
  { id: 'r2', plateNo: '粤B·D20871', item: '空调滤网清洗', progress: 60, slip: null },
  { id: 'r3', plateNo: '粤B·D33012', item: '电池包绝缘检测', progress: 20, slip: null },
];

function RepairTable() {
  const [rows, setRows] = useState(INITIAL_REPAIRS);
  const update = (id: string, slip: FileValue | null) => setRows((all) => all.map((r) => (r.id === id ? { ...r, slip } : r)));
  const columns: TableColumnsType<RepairRow> = [
    { title: '车牌号', dataIndex: 'plateNo', width: 120 },
    { title: '维修项目', dataIndex: 'item', width: 160 },
    { title: '维修进度', dataIndex: 'progress', width: 180, render: (v: number) => <ProgressCell value={v} /> },
    {
      title: '维修单（上传单元格）',
      dataIndex: 'slip',
      width: 220,
      render: (v: FileValue | null, row) => <UploadCell value={v} onChange={(next) => update(row.id, next)} />,
    },
    { title: '维修单（只读文件单元格）', dataIndex: 'slip', width: 200, render: (v: FileValue | null) => <FileCell value={v} disabled /> },
  ];
  return <Table<RepairRow> rowKey="id" size="small" pagination={false} columns={columns} dataSource={rows} data-testid="repair-table" />;
}

export default function UploadsSection() {
  const [photo, setPhoto] = useState('');
  const [stationPhotos, setStationPhotos] = useState('');
  const [attachOpen, setAttachOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [lastImages, setLastImages] = useState<UploadedInfo[]>([]);
  const [notice, setNotice] = useState('<p>各位乘客：12 路公交因道路施工临时绕行，请留意站台公告。</p>');
  const uploadMaxMb = useQuery(systemSettingQueryOptions()).data?.uploadMaxMb;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={`上传的文件以随机名称保存在服务器数据目录中；只允许图片、pdf、Office 文档、zip、txt、csv（以及图片上传中的 mp4 视频），内容须与扩展名一致，单个文件不超过${uploadMaxMb ? ` ${uploadMaxMb} MB` : '服务器限制'}。`}
      />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title="车辆照片（单张，重新上传即替换）" data-testid="vehicle-photo-card">
            <ImageUpload value={photo} onChange={setPhoto} buttonText="上传照片" />
            <Typography.Text type="secondary">已保存路径：{photo || '（无）'}</Typography.Text>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="站台照片（多张，最多 4 张）" data-testid="station-photos-card">
            <ImageUpload value={stationPhotos} onChange={setStationPhotos} multiple max={4} buttonText="添加照片" />
            <Typography.Text type="secondary">已上传 {stationPhotos ? stationPhotos.split(',').length : 0} / 4 张</Typography.Text>
          </Card>
        </Col>
      </Row>

      <Card
        size="small"
        title="车辆证照附件（文件上传弹窗 + 按业务记录查找）"
        extra={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setAttachOpen(true)}>
            上传附件
          </Button>
        }
        data-testid="vehicle-attachments-card"
      >
        <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="车牌号">{VEHICLE.plateNo}</Descriptions.Item>
          <Descriptions.Item label="车型">{VEHICLE.model}</Descriptions.Item>
          <Descriptions.Item label="运营线路">{VEHICLE.line}</Descriptions.Item>
        </Descriptions>
        <ServiceFileList serviceId={VEHICLE.id} serviceCode="vehicle" twoServiceCode="license" allowRemove />
      </Card>
      <UploadModal
        open={attachOpen}
        title={`上传附件：${VEHICLE.plateNo} 行驶证、保险单等`}
        serviceId={VEHICLE.id}
        serviceCode="vehicle"
        twoServiceCode="license"
        onOk={() => setAttachOpen(false)}
        onCancel={() => setAttachOpen(false)}
      />

      <Card
        size="small"
        title="图片上传弹窗"
        extra={
          <Button icon={<PictureOutlined />} onClick={() => setImageOpen(true)}>
            上传站牌图片
          </Button>
        }
      >
        {lastImages.length === 0 ? (
          <Typography.Text type="secondary">尚未上传图片</Typography.Text>
        ) : (
          <Image.PreviewGroup>
            <Space wrap>
              {lastImages.map((img) => (
                <Image key={img.id} width={96} height={96} style={{ objectFit: 'cover' }} src={img.fileUrl} alt={img.fileName} />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </Card>
      <UploadModal
        open={imageOpen}
        type="image"
        title="上传站牌图片"
        onOk={(files) => {
          setLastImages(files);
          setImageOpen(false);
        }}
        onCancel={() => setImageOpen(false)}
      />

      <Card size="small" title="表格单元格：上传、进度、文件（下载 / 删除菜单）">
        <RepairTable />
      </Card>

      <Card size="small" title="富文本编辑器（工具栏“插入图片”上传并嵌入图片）">
        <LazyRichTextEditor value={notice} onChange={setNotice} />
      </Card>
    </Space>
  );
}
