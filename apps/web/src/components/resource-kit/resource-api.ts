/**
 * The api of a plain resource from its contracts declaration (issue 23): no file per endpoint for
 * list / queryById / add / edit / delete / deleteBatch / exportXls. Saves go silent (the form maps a
 * 422 onto its fields); every mutation refreshes the resource's lists and records.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { exportColumnsOf, routeOf, type ApiReply, type RecordOf, type AnyResource, type SaveOf } from '@bus/contracts';
import { getReply, http, postReply, unwrap } from '../../lib/http';

export interface ResourceApi<R extends AnyResource> {
  resource: R;
  /** the key of every query of the resource: mutations invalidate it */
  queryKey: readonly [string, string];
  urls: { list: string; export?: string };
  get(id: string): Promise<RecordOf<R>>;
  /** add, or edit with the id and the version read (409 when stale) */
  save(input: SaveOf<R> & { id?: string; version?: number }): Promise<RecordOf<R>>;
  /** delete one or many; the server's message (已删除 3 条…) */
  remove(ids: string[]): Promise<string>;
  useRecord(id: string | null | undefined): ReturnType<typeof useQuery<RecordOf<R>>>;
  useSave(): ReturnType<typeof useMutation<RecordOf<R>, Error, SaveOf<R> & { id?: string; version?: number }>>;
  useRemove(): ReturnType<typeof useMutation<string, Error, string[]>>;
  /** after another call of the area changed the resource (a state move) */
  useInvalidate(): () => Promise<void>;
}

export interface ResourceApiOptions {
  /** after every save and delete, besides refreshing the resource's queries (rules other pages cached) */
  afterChange?(client: QueryClient): Promise<unknown>;
}

export function resourceApi<R extends AnyResource>(resource: R, options: ResourceApiOptions = {}): ResourceApi<R> {
  type Rec = RecordOf<R>;
  type Save = SaveOf<R> & { id?: string; version?: number };
  const { api } = resource;
  const queryKey = ['resource', api] as const;
  const url = (route: Parameters<typeof routeOf>[1]) => routeOf(resource, route);
  const changed = (client: QueryClient) => Promise.all([client.invalidateQueries({ queryKey }), options.afterChange?.(client)]);
  const recordOptions = (id: string) => queryOptions({ queryKey: [...queryKey, 'record', id], queryFn: () => get(id) });

  async function get(id: string): Promise<Rec> {
    return unwrap(await getReply<Rec>(url('queryById'), { params: { id } }));
  }
  async function save(input: Save): Promise<Rec> {
    if (input.id) {
      if (resource.editMethod === 'POST') return unwrap(await postReply<Rec>(url('edit'), input, { skipErrorHandler: true }));
      return unwrap((await http.put<ApiReply<Rec>>(url('edit'), input, { skipErrorHandler: true })).data);
    }
    return unwrap(await postReply<Rec>(url('add'), input, { skipErrorHandler: true }));
  }
  async function remove(ids: string[]): Promise<string> {
    const reply =
      ids.length === 1
        ? (await http.delete<ApiReply<null>>(url('delete'), { params: { id: ids[0] } })).data
        : (await http.delete<ApiReply<null>>(url('deleteBatch'), { params: { ids: ids.join(',') } })).data;
    unwrap(reply);
    return reply.message;
  }

  return {
    resource,
    queryKey,
    // the server makes exportXls for a resource with an export code and export columns
    urls: { list: url('list'), ...(resource.permissions.export && exportColumnsOf(resource.fields).length ? { export: url('exportXls') } : {}) },
    get,
    save,
    remove,
    useRecord(id) {
      return useQuery({ ...recordOptions(id ?? ''), enabled: Boolean(id) });
    },
    useSave() {
      const client = useQueryClient();
      return useMutation({ mutationFn: save, onSuccess: () => changed(client) });
    },
    useRemove() {
      const client = useQueryClient();
      return useMutation({ mutationFn: remove, onSuccess: () => changed(client) });
    },
    useInvalidate() {
      const client = useQueryClient();
      return () => client.invalidateQueries({ queryKey });
    },
  };
}
