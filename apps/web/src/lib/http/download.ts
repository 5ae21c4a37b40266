import type { AxiosRequestConfig } from 'axios';
import { http } from './client';

/** Saves a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET a file (Excel export, error report) and save it; errors go through the shared handling. */
export async function downloadFile(url: string, fileName: string, config: AxiosRequestConfig = {}): Promise<void> {
  const response = await http.get<Blob>(url, { ...config, responseType: 'blob' });
  saveBlob(response.data, fileName);
}
