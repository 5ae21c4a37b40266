/** 流程模型's list and delete from the contracts declaration (modelResource); every change of a model refreshes modelsApi.queryKey. */
import { modelResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';

export const modelsApi = resourceApi(modelResource);
