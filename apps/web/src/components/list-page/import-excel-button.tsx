/**
 * 导入: uploads one Excel file to a list's import URL (multipart field `file`).
 * A 201 reply is a partial success: a dialog offers the file of rejected rows. A 202 reply is a
 * large file the server imports in the background: a dialog shows its progress and, at the end,
 * the counts and the file of rejected rows.
 *
 * Props: `url` (empty: the developer message '请设置 url.importExcelUrl 属性!'), `onImported()`
 * (refresh the list), `accept` (default '.xlsx'), `maxBytes` (default 5 MB), `errorFileName`
 * (name of the downloaded error file), `templateUrl` / `templateFileName` (adds a template
 * download button), `children` (button text, default 导入).
 * useListPage({ importUrl }) returns `importProps` to spread here.
 */
import { useState, type ReactNode } from 'react';
import { Button, Modal, Space, Tooltip, Upload, message } from 'antd';
import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import type { ApiReply } from '@bus/contracts';
import { downloadFile, isApiError, postReply } from '../../lib/http';
import { IMPORT_MESSAGES, importFailure, readImportReply } from './import-result';
import { ImportProgressModal, type ImportProgressModalProps } from './import-progress-modal';
import { LIST_MESSAGES, reportConfigError } from './list-actions';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export interface ImportExcelButtonProps {
  url: string | undefined;
  onImported?(): void;
  accept?: string;
  maxBytes?: number;
  errorFileName?: string;
  templateUrl?: string;
  templateFileName?: string;
  children?: ReactNode;
}

const matchesAccept = (name: string, accept: string) => accept.split(',').some((ext) => name.toLowerCase().endsWith(ext.trim().toLowerCase()));

export function ImportExcelButton({
  url,
  onImported,
  accept = '.xlsx',
  maxBytes = IMPORT_MAX_BYTES,
  errorFileName = '导入失败数据.xlsx',
  templateUrl,
  templateFileName = '导入模板.xlsx',
  children = '导入',
}: ImportExcelButtonProps) {
  const [uploading, setUploading] = useState(false);
  const [running, setRunning] = useState<ImportProgressModalProps['job']>();

  const upload = async (file: File) => {
    if (!url) return reportConfigError(LIST_MESSAGES.missingImportUrl, (text) => void message.error(text));
    if (!matchesAccept(file.name, accept)) return void message.warning(IMPORT_MESSAGES.wrongType(accept));
    if (file.size > maxBytes) return void message.warning(IMPORT_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    let outcome;
    try {
      const reply = await postReply<unknown>(url, form, { skipErrorHandler: true });
      outcome = readImportReply(reply as ApiReply<unknown>, file.name, errorFileName);
    } catch (error) {
      outcome = importFailure(file.name, isApiError(error) || error instanceof Error ? error.message : undefined);
    } finally {
      setUploading(false);
    }
    if (outcome.kind === 'running') {
      setRunning({ statusUrl: outcome.statusUrl, fileName: file.name, totalRows: outcome.totalRows });
      void message.info(outcome.message);
      return;
    }
    onImported?.();
    if (outcome.kind === 'success') void message.success(outcome.message);
    else if (outcome.kind === 'error') void message.error(outcome.message);
    else {
      const { fileUrl, fileName } = outcome;
      Modal.confirm({
        title: IMPORT_MESSAGES.partialTitle,
        content: `${outcome.message}。是否下载失败数据（含失败原因）？`,
        okText: '下载失败数据',
        cancelText: '关闭',
        onOk: () => downloadFile(fileUrl, fileName),
      });
    }
  };

  const progress = (
    <ImportProgressModal
      job={running}
      errorFileName={errorFileName}
      onClose={(finished) => {
        setRunning(undefined);
        if (finished) onImported?.();
      }}
    />
  );
  const button = (
    <Upload accept={accept} showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
      <Button icon={<ImportOutlined />} loading={uploading}>
        {children}
      </Button>
    </Upload>
  );
  if (!templateUrl) {
    return (
      <>
        {button}
        {progress}
      </>
    );
  }
  return (
    <Space size={4}>
      {button}
      {progress}
      <Tooltip title="下载导入模板">
        <Button icon={<DownloadOutlined />} aria-label="下载导入模板" onClick={() => void downloadFile(templateUrl, templateFileName)} />
      </Tooltip>
    </Space>
  );
}
