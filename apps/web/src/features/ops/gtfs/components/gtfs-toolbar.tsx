/**
 * The GTFS buttons of 线路管理's toolbar (GTFS 导入 / 导出 / 校验), each shown only with its permission
 * code, with their dialog and drawer. Self-contained: the line list mounts it and passes
 * `onImported` to refresh itself; the line pickers are refreshed here.
 */
import { useState } from 'react';
import { Button, Space, message } from 'antd';
import { CloudDownloadOutlined, CloudUploadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PERMS } from '@bus/contracts';
import { opsRouteOptionsQueryKey } from '../../../../components/pickers/api/get-ops-options';
import { usePermission } from '../../../../lib/permissions';
import { useExportGtfsFeed } from '../api/export-gtfs-feed';
import { GtfsImportModal } from './gtfs-import-modal';
import { GtfsValidateDrawer } from './gtfs-validate-drawer';

export interface GtfsToolbarProps {
  /** after an import finished (the list refreshes) */
  onImported?(): void;
}

export function GtfsToolbar({ onImported }: GtfsToolbarProps) {
  const { can } = usePermission();
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  const [validating, setValidating] = useState(false);
  const exporting = useExportGtfsFeed();

  const exportFeed = async () => {
    await exporting.mutateAsync();
    void message.success('导出成功');
  };

  return (
    <Space size={8} wrap>
      {can(PERMS.ops.route.gtfs_import) && (
        <Button icon={<CloudUploadOutlined />} onClick={() => setImporting(true)}>
          GTFS 导入
        </Button>
      )}
      {can(PERMS.ops.route.gtfs_export) && (
        <Button icon={<CloudDownloadOutlined />} loading={exporting.isPending} onClick={() => void exportFeed()}>
          GTFS 导出
        </Button>
      )}
      {can(PERMS.ops.route.gtfs_validate) && (
        <Button icon={<SafetyCertificateOutlined />} onClick={() => setValidating(true)}>
          GTFS 校验
        </Button>
      )}
      <GtfsImportModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          void queryClient.invalidateQueries({ queryKey: opsRouteOptionsQueryKey });
          void message.success('导入成功');
          onImported?.();
        }}
      />
      <GtfsValidateDrawer open={validating} onClose={() => setValidating(false)} />
    </Space>
  );
}
