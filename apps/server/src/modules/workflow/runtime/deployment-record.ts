/** A deployment as the 部署 replies and the 部署版本 list show it (部署 and 流程运维 alike). */
import type { WfDeploymentRecord } from '@bus/contracts';
import { formatDateTime } from '../../../lib/date-time';
import type { DeploymentRow } from './store/state';

export const toDeployment = (row: DeploymentRow): WfDeploymentRecord => ({
  id: row.id,
  processKey: row.processKey,
  name: row.name,
  category: row.category,
  versionNo: row.versionNo,
  modelVersion: row.modelVersion,
  state: row.state,
  deployBy: row.deployBy,
  deployTime: formatDateTime(row.deployTime),
});
