/**
 * What the list layer reads from the system tables (dictionary texts, data rules, the user's
 * org code) as an interface: lib/ sits below the modules, so the modules implement it
 * (modules/sys/list-lookups.ts) and every request context carries it (made by the auth plugin).
 */
import type { Database } from '../../db/client';
import type { RequestContext } from '../request-context';

export interface DictItemText {
  code: string;
  value: string;
  text: string;
}

/** A data rule as stored: column, condition and value (which may hold #{variables}). */
export interface DataRuleRow {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

export interface ListLookups {
  /** the item texts of these dictionaries (deleted dictionaries excluded) */
  dictTexts(db: Database, codes: string[]): Promise<DictItemText[]>;
  /** the valid rules granted to the user's roles on the menu with this permission code */
  grantedDataRules(db: Database, userId: string, permissionCode: string): Promise<DataRuleRow[]>;
  /** the user's org code (data-rule variable sys_org_code); '' when none */
  orgCodeOf(db: Database, userId: string): Promise<string>;
}

/** A request context the list layer can run in. */
export interface ListContext extends RequestContext {
  lookups: ListLookups;
}
