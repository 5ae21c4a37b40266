/** 填值规则's plain CRUD from its contracts declaration (list, queryById, add, edit, delete, deleteBatch). */
import { fillRuleResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const fillRulesApi = resourceApi(fillRuleResource);
