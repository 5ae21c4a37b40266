/**
 * The business areas built on the kits (issue 23: one registration point per area). Each area's
 * contracts live in a folder of their own (resources, schemas, its permission codes written with
 * permission-codes.ts); an area adds one line to each of the three lists below, and nothing else
 * in contracts:
 * - its contracts, re-exported;
 * - its permission codes, under the area's key of PERMS;
 * - its menu pages: which catalogue group each page of the menu seed carries (its list code and,
 *   as buttons, the rest), so the seeded menu grants them without the menu data being edited.
 */
import { BC_PAGES, BC_PERMS } from './areas/bc';
import { ISPS_PAGES, ISPS_PERMS } from './areas/isps';

/** One page of the menu (its path, as the menu seed has it) and the codes of its buttons. */
export interface AreaPage {
  menu: string;
  permissions: { readonly list: string } & Readonly<Record<string, string>>;
  /** the button titles of actions the common ones (新增, 编辑, 导出 …) do not name: { quote: '报价' } */
  actionTitles?: Readonly<Record<string, string>>;
}

export const AREA_PERMS = {
  isps: ISPS_PERMS,
  bc: BC_PERMS,
} as const;

export const AREA_PAGES: readonly AreaPage[] = [...ISPS_PAGES, ...BC_PAGES];
export * from './areas/isps';
export * from './areas/bc';
