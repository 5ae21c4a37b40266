/** 定制规则's one row per company, read by the quotes (包车订单) and saved by its page. */
import { DEFAULT_CUSTOM_RULE, type CustomRuleSave } from '@bus/contracts';
import { settingStore } from '../../../lib/resource-kit';
import { bcCustomRule } from './custom-rule.table';

export const customRules = settingStore(bcCustomRule, DEFAULT_CUSTOM_RULE as Required<CustomRuleSave>);
