/**
 * 前端元素显示 on the resource kit (its legacy paths are the resource's): a rule names an existing
 * check rule and one element of a page once per tenant. The render map every signed-in page loads
 * after sign-in groups the tenant's rules per page.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { elementDisplayResource, type ElementDisplaySave, type ElementRenderMap } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { fieldError } from '../../../lib/app-error';
import { defineList, fieldsOf } from '../../../lib/list-query';
import { resourceKit } from '../../../lib/resource-kit';
import { checkRuleExists, dataLog } from '../../sys';
import { basicElementDisplay } from './element-display.table';

export const elementDisplayList = defineList({
  name: 'basic_element_display',
  table: basicElementDisplay,
  fields: fieldsOf(elementDisplayResource.fields, {
    targetUrl: basicElementDisplay.targetUrl,
    elementKey: basicElementDisplay.elementKey,
    elementName: basicElementDisplay.elementName,
    pcHidden: basicElementDisplay.pcHidden,
    pcReadonly: basicElementDisplay.pcReadonly,
    pcRuleKey: basicElementDisplay.pcRuleKey,
    tips: null,
    createTime: basicElementDisplay.createTime,
    updateTime: basicElementDisplay.updateTime,
  }),
  defaultSort: elementDisplayResource.defaultSort,
  tieBreaker: basicElementDisplay.id,
  tenantColumn: basicElementDisplay.tenantId,
});

type SaveInput = Omit<ElementDisplaySave, 'pcRuleKey'> & { pcRuleKey: string | null };

async function assertValid(db: Database, tenantId: number, input: SaveInput, exceptId?: string) {
  if (input.pcRuleKey) {
    if (!(await checkRuleExists(db, input.pcRuleKey))) throw fieldError('pcRuleKey', `校验规则不存在：${input.pcRuleKey}`);
  }
  const [taken] = await db
    .select({ id: basicElementDisplay.id })
    .from(basicElementDisplay)
    .where(
      and(
        eq(basicElementDisplay.tenantId, tenantId),
        eq(basicElementDisplay.targetUrl, input.targetUrl),
        eq(basicElementDisplay.elementKey, input.elementKey),
        exceptId ? ne(basicElementDisplay.id, exceptId) : undefined,
      ),
    );
  if (taken) throw fieldError('elementKey', '该页面已配置过此元素，请编辑原有规则');
}

export const elementDisplayKit = resourceKit(
  {
    resource: elementDisplayResource,
    table: basicElementDisplay,
    list: elementDisplayList,
    messages: { deletedBatch: (count) => `已删除 ${count} 条` },
    hooks: {
      async values({ db, session }, input: SaveInput, current) {
        await assertValid(db, session.tenantId, input, current?.id);
        return {
          targetUrl: input.targetUrl,
          elementKey: input.elementKey,
          elementName: input.elementName || null,
          pcHidden: input.pcHidden ?? false,
          pcReadonly: input.pcReadonly ?? false,
          pcRuleKey: input.pcRuleKey,
          tips: input.tips || null,
        };
      },
    },
  },
  dataLog,
);

/** Every rule of the tenant, grouped per targetUrl (what forms apply). */
export async function renderMap(db: Database, tenantId: number): Promise<ElementRenderMap> {
  const rows = await db
    .select()
    .from(basicElementDisplay)
    .where(eq(basicElementDisplay.tenantId, tenantId))
    .orderBy(asc(basicElementDisplay.targetUrl), asc(basicElementDisplay.elementKey));
  // keyed by stored text (a targetUrl may read 'constructor' or '__proto__'): no prototype to collide with
  const map: ElementRenderMap = Object.create(null);
  for (const row of rows) {
    (map[row.targetUrl] ??= []).push({
      id: row.id,
      elementKey: row.elementKey,
      pcHidden: row.pcHidden,
      pcReadonly: row.pcReadonly,
      pcRuleKey: row.pcRuleKey,
      hasTips: Boolean(row.tips),
    });
  }
  return map;
}
