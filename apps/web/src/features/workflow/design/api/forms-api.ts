/** 表单's list and delete from the contracts declaration (formResource); every change of a form refreshes formsApi.queryKey. */
import { formResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const formsApi = resourceApi(formResource);
