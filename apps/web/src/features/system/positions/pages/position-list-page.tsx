/** 职务管理 (system/SysPositionList): the resource kit's page of positionResource. */
import { positionResource } from '@bus/contracts';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';

export const positionsApi = resourceApi(positionResource);

export default function PositionListPage({ title }: { title: string }) {
  return <ResourceListPage api={positionsApi} title={title} displayRulesOf="/system/position" />;
}
