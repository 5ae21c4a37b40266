/**
 * A simple upload cell (inline): an 上传 button posting the file to POST /sys/common/upload
 * (biz from column.props.biz, default temp) with its progress, then the file name as a download
 * link and a remove button (asks first). The value is { name, path, size } (a bare path string is
 * read too), the shape the richer upload cell of components/upload uses, so it can replace this.
 */
import { useRef, useState } from 'react';
import { Modal, message } from 'antd';
import type { ApiReply } from '@bus/contracts';
import { http, isApiError, unwrap } from '../../../lib/http';
import type { CellDisplayProps, CellEditorProps } from '../cell-registry';
import { CellIcon } from './icons';
import { CellProgress } from './light';

export interface FileValue {
  name: string;
  path: string;
  size?: number;
}

const STATIC_PREFIX = '/api/sys/common/static/';

export function readFileValue(value: unknown): FileValue | null {
  if (!value) return null;
  if (typeof value === 'string') {
    if (value.startsWith('{')) {
      try {
        return readFileValue(JSON.parse(value));
      } catch {
        return null;
      }
    }
    return { name: value.split('/').pop() ?? value, path: value };
  }
  if (typeof value === 'object' && typeof (value as FileValue).path === 'string') {
    const file = value as FileValue;
    return { name: file.name || file.path.split('/').pop() || file.path, path: file.path, size: file.size };
  }
  return null;
}

export const fileHref = (path: string) => (/^(https?:)?\//.test(path) ? path : `${STATIC_PREFIX}${path}`);

interface UploadReply {
  url?: string;
  fileUploadInfoList?: Array<{ fileAddress: string; fileName: string }>;
}

async function uploadOne(file: File, biz: string, onPercent: (percent: number) => void): Promise<FileValue> {
  const body = new FormData();
  body.append('biz', biz);
  body.append('file', file);
  const reply = (
    await http.post<ApiReply<UploadReply>>('/sys/common/upload', body, {
      skipErrorHandler: true,
      onUploadProgress: (event) => event.total && onPercent(Math.round((event.loaded / event.total) * 100)),
    })
  ).data;
  const result = unwrap(reply);
  const path = result?.fileUploadInfoList?.[0]?.fileAddress ?? reply.message;
  if (!path) throw new Error('上传失败');
  return { name: file.name, path, size: file.size };
}

export function FileLink({ value }: CellDisplayProps) {
  const file = readFileValue(value);
  if (!file) return null;
  return (
    <a className="et-file" href={fileHref(file.path)} download={file.name} title={file.name} onClick={(event) => event.stopPropagation()}>
      <CellIcon name="PaperClip" /> {file.name}
    </a>
  );
}

export function UploadCell({ value, onChange, column }: CellEditorProps) {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const file = readFileValue(value);
  const biz = typeof column.props?.biz === 'string' ? column.props.biz : 'temp';
  const readOnly = Boolean(column.disabled);

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (percent !== null) {
      void message.warning('文件正在上传，请稍候');
      return;
    }
    setError(null);
    setPercent(0);
    try {
      onChange(await uploadOne(chosen, biz, setPercent));
    } catch (failure) {
      const text = isApiError(failure) || failure instanceof Error ? failure.message : '上传失败';
      setError(text || '上传失败');
      void message.warning(`文件上传失败：${text || '未知错误'}`);
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };

  const remove = () =>
    Modal.confirm({
      title: '确定删除该文件吗？',
      content: file?.name,
      okText: '删除',
      okType: 'danger',
      cancelText: '取消',
      onOk: () => onChange(null),
    });

  return (
    <span className="et-upload">
      <input ref={input} type="file" hidden aria-label={`上传${column.title}`} onChange={(event) => void pick(event.target.files?.[0])} />
      {percent !== null ? (
        <CellProgress percent={percent} />
      ) : file ? (
        <>
          <FileLink value={value} column={column} row={{ id: '' }} />
          {!readOnly && (
            <button type="button" className="et-icon-button" aria-label="删除文件" title="删除文件" onClick={remove}>
              <CellIcon name="Close" />
            </button>
          )}
        </>
      ) : readOnly ? null : (
        <button type="button" className={`et-link-button${error ? ' et-link-danger' : ''}`} title={error ?? undefined} onClick={() => input.current?.click()}>
          <CellIcon name="Upload" /> {error ? '重新上传' : '上传'}
        </button>
      )}
    </span>
  );
}
