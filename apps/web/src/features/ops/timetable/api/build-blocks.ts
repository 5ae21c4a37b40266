import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBlock, OpsBlockBuild } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { timetableQueryKey } from './get-timetable';

/** POST /ops/timetable/blocks/build: chains the line's trips of both directions into blocks */
export async function buildBlocks(input: OpsBlockBuild): Promise<{ blocks: OpsBlock[]; message: string }> {
  const reply = await postReply<OpsBlock[]>('/ops/timetable/blocks/build', input);
  return { blocks: unwrap(reply), message: reply.message };
}

export function useBuildBlocks() {
  const client = useQueryClient();
  return useMutation({ mutationFn: buildBlocks, onSuccess: () => client.invalidateQueries({ queryKey: timetableQueryKey }) });
}
