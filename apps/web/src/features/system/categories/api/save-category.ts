import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, CategoryRecord, CategorySave } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { categoriesQueryKey } from './list-categories';

/** POST /sys/category/add (code from the category_code_rule) or PUT /sys/category/edit (with version). */
export async function saveCategory(input: CategorySave & { id?: string; version?: number }): Promise<CategoryRecord> {
  if (input.id) return unwrap((await http.put<ApiReply<CategoryRecord>>('/sys/category/edit', input, { skipErrorHandler: true })).data);
  return unwrap(await postReply<CategoryRecord>('/sys/category/add', input, { skipErrorHandler: true }));
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => client.invalidateQueries({ queryKey: categoriesQueryKey }) });
}
