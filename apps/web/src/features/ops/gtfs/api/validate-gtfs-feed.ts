import { useMutation } from '@tanstack/react-query';
import type { GtfsValidationReport } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';

/** POST /ops/gtfs/validate: the report of an uploaded feed (nothing is imported) */
export async function validateGtfsFeed(file: File): Promise<GtfsValidationReport> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await postReply<GtfsValidationReport>('/ops/gtfs/validate', form, { skipErrorHandler: true, timeout: 300_000 }));
}

export function useValidateGtfsFeed() {
  return useMutation({ mutationFn: validateGtfsFeed });
}
