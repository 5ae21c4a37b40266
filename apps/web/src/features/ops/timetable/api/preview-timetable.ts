import { useMutation } from '@tanstack/react-query';
import type { OpsGenerate, OpsGeneratePreview } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';

/** POST /ops/timetable/preview: the generator's trips, nothing saved */
export async function previewTimetable(input: OpsGenerate): Promise<OpsGeneratePreview> {
  return unwrap(await postReply<OpsGeneratePreview>('/ops/timetable/preview', input, { skipErrorHandler: true }));
}

export const usePreviewTimetable = () => useMutation({ mutationFn: previewTimetable });
