/** 退款记录 (isps/RefundRecordList): the cards' ledger as finance reads it (ledger-list.tsx). */
import { refundRecordResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { LedgerList } from '../components/ledger-list';

const api = resourceApi(refundRecordResource);

export default function RefundRecordListPage({ title }: { title: string }) {
  return <LedgerList api={api} resource={refundRecordResource} title={title} emptyText="暂无退款记录：退卡时退还的余额会记在这里" />;
}
