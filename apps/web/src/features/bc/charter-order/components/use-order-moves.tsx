/**
 * An order's moves as 包车订单 and 订单查看 take them (issue 25): the ones that ask something open
 * their dialog (登记定金, 结清尾款, 取消订单), the others are confirmed first; the list, the view and the
 * demands are read again after each.
 */
import { useState, type ReactNode } from 'react';
import { App } from 'antd';
import { charterOrderStates, formatMoney, type CharterOrderAction, type CharterOrderRecord } from '@bus/contracts';
import { confirmAction } from '../../../../components/list-page';
import { moveOrder, useOrderChanged } from '../api/charter-order-api';
import { CancelModal, ReceiveModal } from './order-move-modals';

/** the moves these pages take (派车 is 派车管理's) */
export const ORDER_PAGE_ACTIONS: readonly CharterOrderAction[] = ['quote', 'confirm', 'payDeposit', 'start', 'complete', 'settle', 'requote', 'cancel'];

/** what a confirmation asks before the moves that ask nothing else */
const QUESTIONS: Partial<Record<CharterOrderAction, (order: CharterOrderRecord) => [string, string]>> = {
  quote: (order) => [`发出报价单 ${order.orderNo}？`, `合计 ¥${formatMoney(order.totalCents)}，发出后等待客户确认。`],
  requote: (order) => [`修改报价单 ${order.orderNo}？`, '报价退回草稿，修改后需重新发出。'],
  confirm: (order) => [`客户已确认报价单 ${order.orderNo}？`, `合计 ¥${formatMoney(order.totalCents)}，应付定金 ¥${formatMoney(order.depositCents)}。`],
  start: (order) => [`订单 ${order.orderNo} 出车？`, '车辆出发后订单进入服务中。'],
  complete: (order) => [`订单 ${order.orderNo} 完成服务？`, '完成后登记尾款结清订单。'],
};

export function useOrderMoves(): { take(action: CharterOrderAction, order: CharterOrderRecord): void; dialogs: ReactNode } {
  const { message } = App.useApp();
  const changed = useOrderChanged();
  const [receiving, setReceiving] = useState<{ order: CharterOrderRecord; kind: 'payDeposit' | 'settle' } | null>(null);
  const [cancelling, setCancelling] = useState<CharterOrderRecord | null>(null);

  const take = async (action: CharterOrderAction, order: CharterOrderRecord) => {
    if (action === 'payDeposit' || action === 'settle') return setReceiving({ order, kind: action });
    if (action === 'cancel') return setCancelling(order);
    const question = QUESTIONS[action]?.(order);
    if (!question) return;
    if (!(await confirmAction(question[0], question[1], charterOrderStates.labelOf(action, order.state), { danger: false }))) return;
    try {
      message.success(await moveOrder(action, { id: order.id, version: order.version }));
    } catch {
      return; // the shared client said why
    }
    await changed();
  };

  return {
    take: (action, order) => void take(action, order),
    dialogs: (
      <>
        <ReceiveModal order={receiving?.order ?? null} kind={receiving?.kind ?? 'payDeposit'} onClose={() => setReceiving(null)} />
        <CancelModal order={cancelling} onClose={() => setCancelling(null)} />
      </>
    ),
  };
}
