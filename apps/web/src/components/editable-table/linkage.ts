/**
 * Linked selects (spec 03 section 3 `linkageKey`): selects that share a linkageKey form a chain
 * in column order. The options of each level come from the chain's requestData(parent value);
 * choosing a value clears every later select of the chain (their options reload for the new
 * parent). The loader caches one request per (chain, level, parent value).
 */
import type { ColumnOption, EditableColumn, LinkageConfig, RowData } from './types';

/** Column keys of the chain `linkageKey`, in column order. */
export function linkageChain(columns: readonly EditableColumn[], linkageKey: string): string[] {
  return columns.filter((column) => column.linkageKey === linkageKey).map((column) => column.key);
}

export interface LinkagePosition {
  chain: string[];
  level: number;
  /** the key whose value feeds this select's options (undefined for the first level) */
  parentKey?: string;
}

export function linkagePosition(columns: readonly EditableColumn[], column: EditableColumn): LinkagePosition | null {
  if (!column.linkageKey) return null;
  const chain = linkageChain(columns, column.linkageKey);
  const level = chain.indexOf(column.key);
  return { chain, level, parentKey: level > 0 ? chain[level - 1] : undefined };
}

/** The values to write when `key` changes: the later selects of its chain are cleared. */
export function linkageClears(columns: readonly EditableColumn[], key: string): string[] {
  const column = columns.find((c) => c.key === key);
  if (!column?.linkageKey) return [];
  const chain = linkageChain(columns, column.linkageKey);
  return chain.slice(chain.indexOf(key) + 1);
}

/** The parent value a linked select of `row` depends on ('' when the parent is empty). */
export function parentValueOf(position: LinkagePosition, row: RowData): string | undefined {
  if (!position.parentKey) return undefined;
  const value = row[position.parentKey];
  return value === undefined || value === null ? '' : String(value);
}

type Entry = { status: 'loading' | 'done' | 'error'; options: ColumnOption[] };

export class LinkageLoader {
  private cache = new Map<string, Entry>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private configs: readonly LinkageConfig[] = [],
    private onError: (error: unknown) => void = () => {},
  ) {}

  /** new configs (a page re-rendering with an equal inline array changes nothing) */
  setConfigs(configs: readonly LinkageConfig[]) {
    const same =
      configs.length === this.configs.length && configs.every((c, i) => c.key === this.configs[i].key && c.requestData === this.configs[i].requestData);
    this.configs = configs;
    if (same) return;
    this.cache.clear();
    this.bump();
  }

  /**
   * Options for a level, or undefined while they load (the load starts on the first call). A
   * later level with an empty parent has no options.
   */
  options(linkageKey: string, level: number, parentValue: string | undefined): ColumnOption[] | undefined {
    if (level > 0 && !parentValue) return [];
    const cacheKey = `${linkageKey}\u0000${level}\u0000${parentValue ?? ''}`;
    const hit = this.cache.get(cacheKey);
    if (hit) return hit.status === 'loading' ? undefined : hit.options;
    const config = this.configs.find((c) => c.key === linkageKey);
    if (!config) return [];
    const entry: Entry = { status: 'loading', options: [] };
    this.cache.set(cacheKey, entry);
    config.requestData(parentValue, level).then(
      (options) => {
        entry.status = 'done';
        entry.options = options;
        this.bump();
      },
      (error: unknown) => {
        entry.status = 'error';
        this.cache.delete(cacheKey);
        this.onError(error);
        this.bump();
      },
    );
    return undefined;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getVersion = () => this.version;

  private bump() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
