/**
 * The printed sheet of 一站一码: a card per stop (its QR code, name, code and lines) three to a row,
 * in a preview. While the preview is open a print (打印, or the browser's) prints the sheet alone.
 */
import { useEffect } from 'react';
import { Button, Modal } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { StationCodeRecord } from '@bus/contracts';
import { QrImage } from '../../../../components/qr-popover';
import { clearPrintScope, setPrintScope } from '../../../../lib/print-scope';
import './station-code-sheet.css';

const SCOPE = 'station-codes';

export function StationCodeSheet({ stations, appName, onClose }: { stations: readonly StationCodeRecord[]; appName: string; onClose(): void }) {
  const open = stations.length > 0;
  useEffect(() => {
    if (!open) return;
    setPrintScope(SCOPE);
    return () => clearPrintScope(SCOPE);
  }, [open]);
  return (
    <Modal
      open={open}
      title={`打印预览（${stations.length} 个站点）`}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>,
      ]}
    >
      <div className="station-code-sheet" data-testid="station-code-sheet">
        {stations.map((station) => (
          <div className="station-code-card" key={station.id}>
            <QrImage content={station.qrContent} size={150} />
            <h3>{station.name}</h3>
            <p>站点编码 {station.code}</p>
            <p>{station.routeNumbers ? `途经 ${station.routeNumbers}` : '暂无线路'}</p>
            <p>打开{appName} APP 或微信扫码查看实时到站</p>
          </div>
        ))}
      </div>
    </Modal>
  );
}
