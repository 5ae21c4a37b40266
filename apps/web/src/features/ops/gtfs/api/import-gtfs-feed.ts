import { useMutation } from '@tanstack/react-query';
import type { GtfsImportJob } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';

/** POST /ops/gtfs/import: validates again and starts the background import (its job to poll) */
export async function importGtfsFeed(file: File): Promise<GtfsImportJob> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await postReply<GtfsImportJob>('/ops/gtfs/import', form, { skipErrorHandler: true, timeout: 300_000 }));
}

export function useImportGtfsFeed() {
  return useMutation({ mutationFn: importGtfsFeed });
}
