/** 编码校验规则's plain CRUD from its contracts declaration (list, queryById, add, edit, delete, deleteBatch). */
import { checkRuleResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const checkRulesApi = resourceApi(checkRuleResource);
