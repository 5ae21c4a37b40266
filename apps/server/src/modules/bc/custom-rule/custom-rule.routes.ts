/**
 * 定制规则 (/bc/customRule, issue 25): the company's rules for personal and school charters, read
 * by whoever may see 包车发布 (its quotes apply them) and saved with 包车发布's 定制规则 code.
 */
import { BC_PERMS, customRuleEditSchema, customRuleRecordSchema, type CustomRuleSave } from '@bus/contracts';
import { settingRoutes } from '../../../lib/resource-kit';
import { customRules as store } from './custom-rule.store';

export default settingRoutes({
  api: '/bc/customRule',
  title: '定制规则',
  tags: ['bc-custom-rule'],
  permissions: { list: BC_PERMS.charterPackage.list, edit: BC_PERMS.charterPackage.rules },
  record: customRuleRecordSchema,
  body: customRuleEditSchema,
  read: store.read,
  save: (ctx, { version, ...values }: CustomRuleSave & { version: number }) => store.save(ctx, values as Required<CustomRuleSave>, version),
});
