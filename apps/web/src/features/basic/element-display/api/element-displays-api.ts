import { elementDisplayResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { refreshElementDisplay } from '../../../../lib/element-display';

/** The rules' api; after a save or delete the rules forms apply and the cached tips are refreshed. */
export const elementDisplaysApi = resourceApi(elementDisplayResource, {
  afterChange: (client) => Promise.all([client.invalidateQueries({ queryKey: ['element-tips'] }), refreshElementDisplay()]),
});
