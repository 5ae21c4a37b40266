/** APP 更新 (isps/AppUpdateList): the app's versions per platform, the newest first; a version code must be above its platform's others. */
import { appUpdateResource } from '@bus/contracts';
import { resourceApi, ResourceListPage } from '../../../../components/resource-kit';

export const appUpdateApi = resourceApi(appUpdateResource);

export default function AppUpdateListPage({ title }: { title: string }) {
  return (
    <ResourceListPage
      api={appUpdateApi}
      title={title}
      columns={['platform', 'versionName', 'versionCode', 'forced', ['releaseNotes', { width: 220 }], ['downloadUrl', { width: 170, ellipsis: true }]]}
      scrollX={970}
      addLabel="发布新版本"
      displayRulesOf="/isps/appUpdate"
    />
  );
}
