import { describe, expect, it } from 'vitest';
import {
  cancellationFee,
  charterOrderSaveSchema,
  charterOrderStates,
  depositOf,
  pricingKindOf,
  receivableOf,
  type CharterOrderAction,
  type CharterOrderState,
} from './charter-order';

const STATES = Object.keys(charterOrderStates.states) as CharterOrderState[];
/** every move the business allows, from → action → to */
const ALLOWED: Array<[CharterOrderState, CharterOrderAction, CharterOrderState]> = [
  ['draft', 'quote', 'quoted'],
  ['quoted', 'requote', 'draft'],
  ['quoted', 'confirm', 'confirmed'],
  ['confirmed', 'payDeposit', 'deposit_paid'],
  ['deposit_paid', 'dispatch', 'dispatched'],
  ['dispatched', 'start', 'in_service'],
  ['in_service', 'complete', 'completed'],
  ['completed', 'settle', 'settled'],
  ['draft', 'cancel', 'cancelled'],
  ['quoted', 'cancel', 'cancelled'],
  ['confirmed', 'cancel', 'cancelled'],
  ['deposit_paid', 'cancel', 'cancelled'],
  ['dispatched', 'cancel', 'cancelled'],
];

describe('the charter order’s states', () => {
  it('allows exactly the business’s moves and refuses every other, naming the state and where it may start', () => {
    for (const state of STATES) {
      for (const action of Object.keys(charterOrderStates.actions) as CharterOrderAction[]) {
        const move = ALLOWED.find(([from, act]) => from === state && act === action);
        if (move) {
          expect(charterOrderStates.refusal(action, state), `${action} from ${state}`).toBeNull();
          expect(charterOrderStates.actions[action].to).toBe(move[2]);
        } else {
          expect(charterOrderStates.refusal(action, state), `${action} from ${state}`).toMatch(/^包车订单当前为「.+」，只有「.+」的包车订单可以/);
        }
      }
    }
    expect(charterOrderStates.refusal('settle', 'in_service')).toBe('包车订单当前为「服务中」，只有「已完成」的包车订单可以结清尾款');
    // a service started, finished or paid cannot be cancelled; nothing leaves 已取消 or 已结算
    expect(charterOrderStates.allowed('in_service')).toEqual(['complete']);
    expect(charterOrderStates.allowed('cancelled')).toEqual([]);
    expect(charterOrderStates.allowed('settled')).toEqual([]);
  });

  it('lets the price change only while it is a draft (a quote sent is taken back first)', () => {
    expect(STATES.filter((state) => charterOrderStates.canEdit(state))).toEqual(['draft']);
  });

  it('shows a user only the moves their codes allow', () => {
    const receivesOnly = (code: string) => code === 'bc:charterOrder:receive';
    expect(charterOrderStates.allowed('confirmed', receivesOnly)).toEqual(['payDeposit']);
    expect(charterOrderStates.allowed('quoted', receivesOnly)).toEqual([]);
  });
});

describe('money of an order', () => {
  it('asks 30 % as the deposit in whole yuan, never more than the total', () => {
    expect(depositOf(1_269_200)).toBe(380_800);
    expect(depositOf(100_000)).toBe(30_000);
    expect(depositOf(50)).toBe(50);
    expect(depositOf(0)).toBe(0);
  });

  it('charges the cancellation rule’s fee by days ahead, kept from what was received', () => {
    const order = { state: 'deposit_paid', totalCents: 1_000_000, receivedCents: 300_000, startDate: '2026-03-20' };
    expect(cancellationFee(order, '2026-03-13')).toEqual({ percent: 0, feeCents: 0, refundCents: 300_000, owedCents: 0 });
    expect(cancellationFee(order, '2026-03-14')).toEqual({ percent: 10, feeCents: 100_000, refundCents: 200_000, owedCents: 0 });
    expect(cancellationFee(order, '2026-03-17')).toEqual({ percent: 10, feeCents: 100_000, refundCents: 200_000, owedCents: 0 });
    expect(cancellationFee(order, '2026-03-18')).toEqual({ percent: 20, feeCents: 200_000, refundCents: 100_000, owedCents: 0 });
    expect(cancellationFee(order, '2026-03-20')).toEqual({ percent: 30, feeCents: 300_000, refundCents: 0, owedCents: 0 });
    // once the vehicles are dispatched, 30 % whenever it is
    expect(cancellationFee({ ...order, state: 'dispatched' }, '2026-03-01').percent).toBe(30);
    // confirmed without a deposit: the fee is owed
    expect(cancellationFee({ ...order, state: 'confirmed', receivedCents: 0 }, '2026-03-19')).toEqual({
      percent: 20,
      feeCents: 200_000,
      refundCents: 0,
      owedCents: 200_000,
    });
    // a quote never accepted costs nothing
    expect(cancellationFee({ ...order, state: 'quoted', receivedCents: 0 }, '2026-03-20').feeCents).toBe(0);
    // rounded to the 分, half up
    expect(cancellationFee({ ...order, totalCents: 1_005, receivedCents: 0 }, '2026-03-16').feeCents).toBe(101);
  });

  it('owes the total less what was received, or once cancelled the fee less it', () => {
    expect(receivableOf({ state: 'deposit_paid', totalCents: 1_000_000, receivedCents: 300_000, cancelFeeCents: null })).toBe(700_000);
    expect(receivableOf({ state: 'cancelled', totalCents: 1_000_000, receivedCents: 100_000, cancelFeeCents: 100_000 })).toBe(0);
  });

  it('prices a school as 学校定制, a person as 个人定制, others at the package’s price', () => {
    expect([pricingKindOf('school'), pricingKindOf('person'), pricingKindOf('company'), pricingKindOf('tour')]).toEqual([
      'school',
      'personal',
      'standard',
      'standard',
    ]);
  });
});

describe('a quote’s body', () => {
  const quote = {
    customerKind: 'company',
    customerName: '楚天物流',
    contact: '周经理',
    phone: '13900000011',
    startDate: '2026-03-12',
    endDate: '2026-03-13',
    fromPlace: 'A',
    toPlace: 'B',
    passengers: 60,
    packageId: 'p',
    vehicles: 2,
    dayHours: [8, 10],
    km: 520,
    discountPercent: 5,
  };
  const errors = (body: object) => {
    const result = charterOrderSaveSchema.safeParse(body);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('needs one day’s hours per day of the trip, and a return after the departure', () => {
    expect(errors(quote)).toEqual({});
    expect(errors({ ...quote, dayHours: [8] })).toEqual({ dayHours: '行程共 2 天，请逐日填写用车时长' });
    expect(errors({ ...quote, endDate: '2026-03-11' })).toEqual({ endDate: '返回日期不能早于出发日期' });
    expect(errors({ ...quote, dayHours: [8, 0] })).toEqual({ 'dayHours.1': '每天的用车时长须大于 0' });
    expect(errors({ ...quote, discountPercent: 12.25 })).toEqual({ discountPercent: '折扣最多一位小数' });
  });
});
