/** 会员管理's api from the contracts declaration: the list and its export (phones arrive masked). */
import { memberResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const membersApi = resourceApi(memberResource);
