/** 支付记录 (isps/PaymentRecordList): the cards' ledger as finance reads it (ledger-list.tsx). */
import { paymentRecordResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { LedgerList } from '../components/ledger-list';

const api = resourceApi(paymentRecordResource);

export default function PaymentRecordListPage({ title }: { title: string }) {
  return <LedgerList api={api} resource={paymentRecordResource} title={title} emptyText="暂无支付记录：办卡首充与充值会记在这里" />;
}
