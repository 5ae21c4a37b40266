import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ElementDisplayRecord, ElementDisplaySave } from '@bus/contracts';
import { postReply, unwrap } from '../../../../lib/http';
import { refreshElementDisplay } from '../../../../lib/element-display';
import { elementDisplaysQueryKey } from './list-element-displays';

/** POST /basic-font-end-element-display/create, or /update with the version read (409 when stale). */
export async function saveElementDisplay(input: ElementDisplaySave & { id?: string; version?: number }): Promise<ElementDisplayRecord> {
  const url = input.id ? '/basic-font-end-element-display/update' : '/basic-font-end-element-display/create';
  return unwrap(await postReply<ElementDisplayRecord>(url, input, { skipErrorHandler: true }));
}

/** After a save the list, the rules forms apply and the cached tips are refreshed. */
export function useSaveElementDisplay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveElementDisplay,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: elementDisplaysQueryKey }),
        client.invalidateQueries({ queryKey: ['element-tips'] }),
        refreshElementDisplay(),
      ]);
    },
  });
}
