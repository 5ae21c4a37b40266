/** 菜单管理's two plain resources: the menu tree (list, add, edit, delete) and a menu's data rules (the kit's hooks). */
import { dataRuleResource, menuResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const menusApi = resourceApi(menuResource);
export const dataRulesApi = resourceApi(dataRuleResource);
