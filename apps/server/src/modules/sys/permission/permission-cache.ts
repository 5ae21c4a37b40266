/**
 * getUserPermissionByToken's answer (menu tree, granted and all buttons) depends only on the
 * permission rows and on what the user's roles and department roles grant; it is asked on every
 * page load. It is kept per role set and dropped whole when menus, role or department-role grants
 * or roles change: the instance that made the change drops it at once and tells the others
 * through the event bus (Redis with REDIS_URL), so the next request everywhere sees the change.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserPermissionResult } from '@bus/contracts';
import { BUS_CHANNELS } from '../../../plugins/event-bus';

/** More role sets than any tenant has: past it the cache starts over rather than grow. */
const MAX_ROLE_SETS = 1000;

export interface PermissionCache {
  /** the cached answer for this role set, or `compute()`'s (kept unless a change came in meanwhile) */
  load(roleSet: string, compute: () => Promise<UserPermissionResult>): Promise<UserPermissionResult>;
  /** the codes this role set holds (every route's check), cached the same way */
  loadCodes(roleSet: string, compute: () => Promise<ReadonlySet<string>>): Promise<ReadonlySet<string>>;
  /** call after a committed change of menus, grants or roles: drops this instance's cache and tells the others */
  changed(): Promise<void>;
}

export function createPermissionCache(publish: () => Promise<void>) {
  const answers = new Map<string, UserPermissionResult>();
  const codes = new Map<string, ReadonlySet<string>>();
  let generation = 0;
  const drop = () => {
    generation += 1;
    answers.clear();
    codes.clear();
  };
  const loadInto =
    <T>(entries: Map<string, T>) =>
    async (roleSet: string, compute: () => Promise<T>): Promise<T> => {
      const hit = entries.get(roleSet);
      if (hit) return hit;
      const started = generation;
      const value = await compute();
      // computed from rows read before a change that was announced since: answer, don't keep
      if (generation === started) {
        if (entries.size >= MAX_ROLE_SETS) entries.clear();
        entries.set(roleSet, value);
      }
      return value;
    };
  const cache: PermissionCache = {
    load: loadInto(answers),
    loadCodes: loadInto(codes),
    async changed() {
      drop();
      await publish();
    },
  };
  return { cache, drop };
}

declare module 'fastify' {
  interface FastifyInstance {
    permissionCache: PermissionCache;
  }
}

export default fp(
  async (fastify) => {
    const { cache, drop } = createPermissionCache(() => fastify.bus.publish(BUS_CHANNELS.permissionsChanged, {}));
    fastify.bus.subscribe(BUS_CHANNELS.permissionsChanged, drop);
    fastify.decorate('permissionCache', cache);
  },
  { name: 'permission-cache', dependencies: ['event-bus'] },
);

/**
 * `changesPermissions(save(...))`: awaits a committed change of menus, grants or roles, then drops
 * the permission cache of every instance; the change's result is passed on.
 */
export const permissionChange =
  (fastify: FastifyInstance) =>
  async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    await fastify.permissionCache.changed();
    return result;
  };
