/**
 * Names behind the ids the user and department cells store, fetched once and shared by every
 * table: users by username through GET /sys/user/selectUserList (the picker list any signed-in
 * user may read; unknown names are fetched in one batch), departments from
 * GET /sys/sysDepart/queryTreeList. Plain TypeScript with a subscribe/version pair for React.
 */
import type { PageResult, UserPick } from '@bus/contracts';
import { getReply, unwrap } from '../../../lib/http';

export interface UserOption {
  username: string;
  realname: string;
  workNo?: string | null;
}

export interface DepartOption {
  value: string;
  title: string;
  children?: DepartOption[];
}

type Listener = () => void;

class Directory {
  private listeners = new Set<Listener>();
  private version = 0;
  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  getVersion = () => this.version;
  protected changed() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

const USER_LIST_URL = '/sys/user/selectUserList';

class UserDirectory extends Directory {
  private names = new Map<string, string>();
  private queued = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** the real name, or undefined until known (a lookup is queued) */
  nameOf(username: string): string | undefined {
    const known = this.names.get(username);
    if (known !== undefined) return known;
    this.queue(username);
    return undefined;
  }

  remember(users: UserOption[]) {
    let added = false;
    for (const user of users) {
      if (this.names.get(user.username) !== user.realname) {
        this.names.set(user.username, user.realname);
        added = true;
      }
    }
    if (added) this.changed();
  }

  async search(keyword: string): Promise<UserOption[]> {
    const params: Record<string, string | number> = { pageSize: 50 };
    if (keyword.trim()) params.realname = keyword.trim();
    const page = unwrap(await getReply<PageResult<UserPick>>(USER_LIST_URL, { params, skipErrorHandler: true }));
    const users = page.records.map(({ username, realname, workNo }) => ({ username, realname, workNo }));
    this.remember(users);
    return users;
  }

  private queue(username: string) {
    if (this.queued.has(username)) return;
    this.queued.add(username);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), 30);
  }

  private async flush() {
    const batch = [...this.queued].filter((name) => !this.names.has(name)).slice(0, 200);
    if (batch.length === 0) return;
    try {
      const page = unwrap(
        await getReply<PageResult<UserPick>>(USER_LIST_URL, {
          params: { username_MultiString: batch.join(','), pageSize: batch.length },
          skipErrorHandler: true,
        }),
      );
      this.remember(page.records.map(({ username, realname }) => ({ username, realname })));
    } catch {
      // shown as the username; not retried on every render
    }
    for (const name of batch) if (!this.names.has(name)) this.names.set(name, name);
    this.changed();
  }
}

interface DepartNode {
  id: string;
  departName: string;
  children?: DepartNode[];
}

class DepartDirectory extends Directory {
  private tree: DepartOption[] | null = null;
  private names = new Map<string, string>();
  private loading: Promise<DepartOption[]> | null = null;
  failed = false;

  getTree(): DepartOption[] | null {
    if (!this.tree) void this.load();
    return this.tree;
  }

  nameOf(id: string): string | undefined {
    if (!this.tree) void this.load();
    return this.names.get(id);
  }

  load(): Promise<DepartOption[]> {
    this.loading ??= getReply<DepartNode[]>('/sys/sysDepart/queryTreeList', { skipErrorHandler: true })
      .then(unwrap)
      .then((nodes) => {
        const map = (list: DepartNode[]): DepartOption[] =>
          list.map((node) => {
            this.names.set(node.id, node.departName);
            return { value: node.id, title: node.departName, children: node.children?.length ? map(node.children) : undefined };
          });
        this.tree = map(nodes ?? []);
        this.failed = false;
        this.changed();
        return this.tree;
      })
      .catch((error: unknown) => {
        this.failed = true;
        this.loading = null;
        this.tree = [];
        this.changed();
        throw error;
      });
    return this.loading;
  }
}

export const userDirectory = new UserDirectory();
export const departDirectory = new DepartDirectory();
