import { downloadFile } from '../../../../lib/http';
import type { ListParams } from '../../../../components/list-page';

/** GET /sys/user/addressExport with the current search: saves 通讯录.xlsx. */
export async function exportAddresses(params: ListParams): Promise<void> {
  const { pageNo: _p, pageSize: _s, ...search } = params;
  await downloadFile('/sys/user/addressExport', '通讯录.xlsx', { params: search });
}
