/** The state a notice shows (草稿, 已发布, 已过期, 已撤回) as a coloured tag of the ops_notice_state dictionary. */
import type { NoticeRecord } from '@bus/contracts';
import { DictTag } from '../../../../components/dict';

export function NoticeStateTag({ record }: { record: Pick<NoticeRecord, 'shownState'> }) {
  return <DictTag dictCode="ops_notice_state" value={record.shownState} />;
}
