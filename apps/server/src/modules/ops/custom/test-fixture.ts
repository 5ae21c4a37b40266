/**
 * Members, custom lines, custom-bus requests and tickets for the member and custom tests: the API
 * tests start from a company without the demo operations (seed option withoutDemoOperations).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { opsMember } from '../member/member.table';
import { opsRoute } from '../network/network.table';
import { opsCustomRequest, opsCustomTicket } from './custom.table';

const at = (text: string) => new Date(`${text}+08:00`);

export async function insertCustomFixture(db: Database) {
  const tag = randomUUID().slice(0, 6);
  const route = (tenantId: number, number: string, lineType: string, status = 'operating') => ({
    tenantId,
    code: `T${tag}${number}`,
    number,
    name: `${number} 测试起点—测试终点`,
    lineType,
    status,
    createBy: 'test',
  });
  const [custom, trunk, cancelled, foreignCustom] = await db
    .insert(opsRoute)
    .values([route(1, '定制9线', 'custom'), route(1, '99路', 'trunk'), route(1, '定制8线', 'custom', 'cancelled'), route(2, '定制7线', 'custom')])
    .returning();

  const member = (tenantId: number, phone: string, over: Partial<typeof opsMember.$inferInsert> = {}) => ({
    tenantId,
    phone,
    nickname: `乘客${phone.slice(-4)}`,
    registerTime: at('2026-01-10T08:00:00'),
    ...over,
  });
  const [zhang, li, wang, foreignMember] = await db
    .insert(opsMember)
    .values([
      member(1, '13800000001', { realName: '张晓明', realNameState: 'verified', cardCount: 2, lastActiveTime: at('2026-03-01T18:00:00') }),
      member(1, '13900020001', { realName: '李娟', realNameState: 'pending', registerTime: at('2026-02-20T09:30:00') }),
      member(1, '15800003333', { nickname: '江城小王', status: 'frozen', registerTime: at('2026-02-25T10:00:00') }),
      member(2, '13800000001', { realName: '外租户' }),
    ])
    .returning();

  const ticket = (routeId: string, travelDate: string, over: Partial<typeof opsCustomTicket.$inferInsert> = {}) => ({
    tenantId: 1,
    orderNo: `DZ${travelDate.replaceAll('-', '')}${randomUUID().slice(0, 6)}`,
    routeId,
    memberId: zhang.id,
    passengerName: '张晓明',
    phone: '13800000001',
    travelDate,
    priceCents: 1200,
    state: 'paid',
    purchaseTime: at(`${travelDate}T07:00:00`),
    ...over,
  });
  await db
    .insert(opsCustomTicket)
    .values([
      ticket(custom.id, '2026-03-02', { state: 'used' }),
      ticket(custom.id, '2026-03-03'),
      ticket(custom.id, '2026-03-03', { memberId: li.id, passengerName: '李娟', phone: '13900020001', state: 'refunded' }),
      ticket(custom.id, '2026-03-04', { memberId: li.id, passengerName: '李娟', phone: '13900020001', priceCents: 1500 }),
      { ...ticket(foreignCustom.id, '2026-03-03', { memberId: foreignMember.id }), tenantId: 2 },
    ]);

  const request = (over: Partial<typeof opsCustomRequest.$inferInsert>) => ({
    tenantId: 1,
    kind: 'enterprise',
    company: '江城光谷软件园',
    contactName: '周经理',
    contactPhone: '13700001111',
    fromPlace: '光谷广场',
    toPlace: '汉口火车站',
    departTime: '07:30',
    returnTime: '18:00',
    passengers: 40,
    submitTime: at('2026-02-26T10:00:00'),
    createBy: 'test',
    ...over,
  });
  const [submitted, evaluating, personal] = await db
    .insert(opsCustomRequest)
    .values([
      request({}),
      request({ company: '东湖高新医院', contactName: '吴主任', state: 'evaluating', passengers: 25, submitTime: at('2026-02-20T10:00:00') }),
      request({ kind: 'personal', company: null, contactName: '陈女士', passengers: 3, weekdays: '6,7', fromPlace: '南湖花园', toPlace: '江城大学' }),
      request({ tenantId: 2, company: '外租户公司' }),
    ])
    .returning();
  return { custom, trunk, cancelled, foreignCustom, zhang, li, wang, foreignMember, submitted, evaluating, personal };
}
