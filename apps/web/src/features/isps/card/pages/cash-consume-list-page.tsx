/** 现金消费 (isps/CashConsumeList): the cards' ledger as finance reads it (ledger-list.tsx). */
import { cashConsumeResource } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { LedgerList } from '../components/ledger-list';

const api = resourceApi(cashConsumeResource);

export default function CashConsumeListPage({ title }: { title: string }) {
  return <LedgerList api={api} resource={cashConsumeResource} title={title} emptyText="暂无现金收付：网点以现金办理的业务会记在这里" />;
}
