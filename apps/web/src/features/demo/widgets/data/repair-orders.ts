/**
 * Sample data of the 可编辑表格 demo: vehicle repair orders of the two fleets, generated
 * deterministically (row i is always the same, so tests and the benchmark can name rows:
 * id R00001, order number WX202600001 ...). Nothing here is sent to the server.
 */
import type { ColumnOption } from '../../../../components/editable-table';

export interface RepairOrder {
  id: string;
  orderNum: number;
  orderNo: string;
  plateNo: string;
  fleet: string;
  line: string;
  repairType: string;
  parts: string;
  sentDate: string;
  expectedAt: string;
  departTime: string;
  outOfService: 'Y' | 'N';
  mileage: number;
  cost: string;
  progress: number;
  mechanic: string;
  workshop: string;
  phone: string;
  tags: string;
  remark: string;
  attachment: string;
  vehicleId: string;
  [key: string]: unknown;
}

export interface MaintenancePlan {
  id: string;
  name: string;
  intervalKm: number;
  model: string;
  note: string;
  [key: string]: unknown;
}

/** Fleets are the seeded departments 第一车队 / 第二车队 (ids from the seed). */
export const FLEETS: ColumnOption[] = [
  { value: '22417ba6-ae15-5ed2-a279-45c76611517b', text: '第一车队' },
  { value: '45ec3f0b-1f98-5af8-a6d3-ac63286a6573', text: '第二车队' },
];

export const LINES_BY_FLEET: Record<string, ColumnOption[]> = {
  [FLEETS[0].value]: [
    { value: 'L001', text: '1路' },
    { value: 'L009', text: '9路' },
    { value: 'L015', text: '15路' },
    { value: 'L108', text: '108路' },
  ],
  [FLEETS[1].value]: [
    { value: 'L012', text: '12路' },
    { value: 'L021', text: '21路' },
    { value: 'L036', text: '36路' },
    { value: 'L202', text: '202路' },
  ],
};

/** The linked fleet -> line selects: level 0 lists the fleets, level 1 the lines of a fleet. */
export async function loadRouteOptions(parentValue: string | undefined, level: number): Promise<ColumnOption[]> {
  await new Promise((resolve) => setTimeout(resolve, 120));
  if (level === 0) return FLEETS;
  return LINES_BY_FLEET[parentValue ?? ''] ?? [];
}

export const REPAIR_TYPES: ColumnOption[] = [
  { value: 'routine', text: '例行保养' },
  { value: 'minor', text: '小修' },
  { value: 'major', text: '大修' },
  { value: 'accident', text: '事故维修' },
  { value: 'body', text: '车身钣金' },
  { value: 'ac', text: '空调维修' },
];

export const PARTS: ColumnOption[] = [
  { value: 'engine', text: '发动机' },
  { value: 'brake', text: '制动系统' },
  { value: 'door', text: '车门' },
  { value: 'ac', text: '空调' },
  { value: 'tyre', text: '轮胎' },
  { value: 'battery', text: '动力电池' },
  { value: 'light', text: '灯光' },
];

export const BUS_MODELS: ColumnOption[] = [
  { value: 'all', text: '全部车型' },
  { value: 'byd-k9', text: '比亚迪 K9' },
  { value: 'yutong-e12', text: '宇通 E12' },
  { value: 'zhongtong-n12', text: '中通 N12' },
];

export const MAINTENANCE_PLANS: MaintenancePlan[] = [
  { id: 'P1', name: '一级保养', intervalKm: 5000, model: 'all', note: '清洁、润滑、紧固，检查制动与灯光' },
  { id: 'P2', name: '二级保养', intervalKm: 20000, model: 'all', note: '检查调整转向、制动、悬架，更换滤芯' },
  { id: 'P3', name: '动力电池专项', intervalKm: 30000, model: 'byd-k9', note: '电池包绝缘检测、冷却液更换' },
  { id: 'P4', name: '空调季前保养', intervalKm: 15000, model: 'yutong-e12', note: '清洗冷凝器、补充冷媒' },
];

const MECHANICS = ['zhangwei', 'liuyang', 'zhaolei', 'zhouqiang', 'xujun'];
const WORKSHOPS = ['22417ba6-ae15-5ed2-a279-45c76611517b', '45ec3f0b-1f98-5af8-a6d3-ac63286a6573', '29442e70-3e21-5739-a8a3-93866cbfc76b'];
const TAGS = ['', '加急', '返修', '夜班', '加急,夜班'];
const REMARKS = ['制动异响，踏板行程偏长', '前门开关卡滞', '空调制冷不足', '仪表报动力电池温度高', '左后轮胎鼓包', '例行二级保养'];

/** A small deterministic generator (row i gives the same values on every load). */
function pick<T>(list: readonly T[], i: number, salt: number): T {
  return list[(i * 7 + salt * 13 + ((i * salt) % 5)) % list.length];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function makeRepairOrders(count: number): RepairOrder[] {
  const rows: RepairOrder[] = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const n = i + 1;
    const fleet = FLEETS[i % 2].value;
    const lines = LINES_BY_FLEET[fleet];
    const day = 1 + (i % 28);
    const progress = [0, 30, 60, 100][i % 4];
    rows[i] = {
      id: `R${pad(n, 5)}`,
      orderNum: n,
      orderNo: `WX2026${pad(n, 5)}`,
      plateNo: `鄂A${20000 + n}`,
      fleet,
      line: lines[Math.floor(i / 2) % lines.length].value,
      repairType: pick(REPAIR_TYPES, i, 1).value,
      parts: [pick(PARTS, i, 2).value, ...(i % 3 === 0 ? [pick(PARTS, i, 3).value] : [])].filter((v, k, all) => all.indexOf(v) === k).join(','),
      sentDate: `2026-11-${pad(day, 2)}`,
      expectedAt: `2026-11-${pad(Math.min(day + 2, 30), 2)} ${pad(8 + (i % 10), 2)}:30:00`,
      departTime: `${pad(5 + (i % 3), 2)}:${pad((i * 10) % 60, 2)}:00`,
      outOfService: progress < 100 && i % 3 === 0 ? 'Y' : 'N',
      mileage: 120000 + ((i * 3791) % 280000),
      cost: ((i * 2713) % 900000 / 100 + 80).toFixed(2),
      progress,
      mechanic: pick(MECHANICS, i, 4),
      workshop: pick(WORKSHOPS, i, 5),
      phone: `138${pad(71020000 + n, 8)}`,
      tags: pick(TAGS, i, 6),
      remark: pick(REMARKS, i, 7),
      attachment: '',
      vehicleId: `V${pad(1000 + (n % 900), 4)}`,
    };
  }
  return rows;
}
