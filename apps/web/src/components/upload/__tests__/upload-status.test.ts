// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { UploadFile } from 'antd';
import { filesFromPaths, pathsOf, settleUploadFile } from '../upload-file-list';
import {
  fileUrlOf,
  formatFileSize,
  imageMaxCount,
  isAcceptedImageType,
  mayStartUpload,
  parseFileValue,
  resolveUploadReply,
  richTextImageSource,
  splitPaths,
  uploadErrorTip,
} from '../upload-status';

const PATH = 'temp/20260302/0123456789abcdef0123456789abcdef.png';

describe('resolveUploadReply (spec 03 section 4 Upload)', () => {
  it('takes the path from the configured field', () => {
    expect(resolveUploadReply({ success: true, message: PATH })).toEqual({ status: 'done', path: PATH });
    expect(resolveUploadReply({ success: true, message: 'x', result: 'y' }, 'result')).toEqual({ status: 'done', path: 'y' });
  });

  it("turns success false into an error with the message or '未知错误'", () => {
    expect(resolveUploadReply({ success: false, message: '文件太大' })).toEqual({ status: 'error', message: '文件太大' });
    expect(resolveUploadReply({ success: false })).toEqual({ status: 'error', message: '未知错误' });
    expect(resolveUploadReply(null)).toEqual({ status: 'error', message: '未知错误' });
  });
});

describe('tooltips and checks', () => {
  it("shows the server message, else '上传失败'", () => {
    expect(uploadErrorTip({ response: { success: false, message: '不允许上传该类型的文件' } })).toBe('不允许上传该类型的文件');
    expect(uploadErrorTip({ response: '文件内容不符' })).toBe('文件内容不符');
    expect(uploadErrorTip({ error: new Error('Request failed with status code 500') })).toBe('上传失败');
    expect(uploadErrorTip({})).toBe('上传失败');
  });

  it('accepts only images (and video when allowed) in the image uploader', () => {
    expect(isAcceptedImageType('image/png')).toBe(true);
    expect(isAcceptedImageType('application/pdf')).toBe(false);
    expect(isAcceptedImageType('video/mp4')).toBe(false);
    expect(isAcceptedImageType('video/mp4', true)).toBe(true);
    expect(isAcceptedImageType(undefined)).toBe(false);
  });

  it('allows 1 image when single, the max when multiple, and one upload at a time unless multiple', () => {
    expect(imageMaxCount(false, 5)).toBe(1);
    expect(imageMaxCount(true, 5)).toBe(5);
    expect(imageMaxCount(true)).toBeUndefined();
    expect(mayStartUpload(['done', 'uploading'], false)).toBe(false);
    expect(mayStartUpload(['done', 'uploading'], true)).toBe(true);
    expect(mayStartUpload(['done'], false)).toBe(true);
  });
});

describe('paths and values', () => {
  it('splits comma lists and builds served URLs', () => {
    expect(splitPaths(` ${PATH}, ,a/b.pdf`)).toEqual([PATH, 'a/b.pdf']);
    expect(splitPaths(null)).toEqual([]);
    expect(fileUrlOf(PATH)).toBe(`/api/sys/common/static/${PATH}`);
    expect(fileUrlOf('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('reads a cell value given as object, JSON or bare path', () => {
    expect(parseFileValue({ name: '行驶证.pdf', path: 'temp/x.pdf', size: 10 })).toEqual({ name: '行驶证.pdf', path: 'temp/x.pdf', size: 10 });
    expect(parseFileValue('{"name":"a.pdf","path":"temp/a.pdf"}')).toEqual({ name: 'a.pdf', path: 'temp/a.pdf', size: undefined });
    expect(parseFileValue(PATH)?.name).toBe('0123456789abcdef0123456789abcdef.png');
    expect(parseFileValue('')).toBeNull();
    expect(parseFileValue('{bad json')).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(undefined)).toBe('');
  });
});

describe('antd file lists', () => {
  it('round-trips stored paths and settles replies', () => {
    const files = filesFromPaths([PATH]);
    expect(files[0]).toMatchObject({ status: 'done', url: `/api/sys/common/static/${PATH}` });
    expect(pathsOf(files)).toEqual([PATH]);

    const refused: UploadFile = { uid: '1', name: 'a.png', status: 'done', response: { success: false, message: '业务目录不存在' } };
    expect(settleUploadFile(refused)).toMatchObject({ status: 'error', response: '业务目录不存在' });
    const failed: UploadFile = { uid: '2', name: 'b.png', status: 'error', response: { success: false, message: '文件大小不能超过 10MB' } };
    expect(settleUploadFile(failed).response).toBe('文件大小不能超过 10MB');
    const uploaded: UploadFile = { uid: '3', name: 'c.png', status: 'done', response: { success: true, message: PATH } };
    expect(settleUploadFile(uploaded).url).toBe(`/api/sys/common/static/${PATH}`);
    expect(pathsOf([uploaded, failed, { uid: '4', name: 'd', status: 'uploading' }])).toEqual([PATH]);
  });
});

describe('richTextImageSource', () => {
  const reply = (message: string, url?: string) => ({ success: true, message, code: 200, result: url ? { url } : null, timestamp: 0 });
  it("embeds the file when the message is 'local', else uses the served URL", async () => {
    const read = vi.fn(async () => 'data:image/png;base64,AAAA');
    expect(await richTextImageSource(reply('local'), new Blob(['x']), read)).toBe('data:image/png;base64,AAAA');
    expect(await richTextImageSource(reply(PATH, `/api/sys/common/static/${PATH}`), new Blob(['x']), read)).toBe(`/api/sys/common/static/${PATH}`);
    expect(await richTextImageSource(reply(PATH), new Blob(['x']), read)).toBe(`/api/sys/common/static/${PATH}`);
    await expect(richTextImageSource({ ...reply('不支持'), success: false }, new Blob(['x']), read)).rejects.toThrow('不支持');
  });
});
