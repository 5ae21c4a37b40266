import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../../lib/http';

/** GET /ops/gtfs/export: the current network as a GTFS zip, saved by the browser */
export const exportGtfsFeed = () => {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return downloadFile('/ops/gtfs/export', `gtfs-${day}.zip`, { timeout: 300_000 });
};

export function useExportGtfsFeed() {
  return useMutation({ mutationFn: exportGtfsFeed });
}
