/**
 * 车辆管理, 驾驶员管理 with duties (排班) and the duty rules (排班规则): request and reply schemas
 * shared by the server routes and the web, the Chinese plate check and the list catalogues.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

export const OPS_ENERGY_TYPES = ['diesel', 'cng', 'electric', 'hybrid'] as const;
export const OPS_VEHICLE_STATUSES = ['operating', 'standby', 'maintenance', 'scrapped'] as const;
export const OPS_DRIVER_STATUSES = ['active', 'leave', 'suspended', 'resigned'] as const;
export const OPS_LICENCE_CLASSES = ['A1', 'A3', 'B1'] as const;
/** Days ahead an expiry is warned about (年检, 保险, 驾驶证). */
export const EXPIRY_WARNING_DAYS = 30;

/* ---------- plates ---------- */

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** plate letters leave out I and O (they read as 1 and 0) */
const L = 'A-HJ-NP-Z';
const PLATE_PATTERN = new RegExp(
  `^([${PROVINCES}])([${L}])(?:` +
    // 新能源: small cars D/F + 5, large vehicles (buses) 5 digits + D/F
    `[DF][${L}0-9][0-9]{4}|[0-9]{5}[DF]` +
    // ordinary: five letters or digits
    `|[${L}0-9]{5})$`,
);

/**
 * A Chinese plate in the form the fleet writes it (鄂A·12345, 鄂A·D12345), or null when it is not
 * one. Spaces, a missing or different separator and lower case are forgiven.
 */
export function normalisePlate(input: string): string | null {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[\s·.•・-]/g, '');
  if (!PLATE_PATTERN.test(compact)) return null;
  return `${compact.slice(0, 2)}·${compact.slice(2)}`;
}

export const PLATE_MESSAGE = '车牌号格式不正确（如 鄂A·12345、新能源 鄂A·D12345）';

/* ---------- shared pieces ---------- */

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, `长度不能超过 ${max} 个字符`);
const optionalText = (max: number) => z.string().trim().max(max, `长度不能超过 ${max} 个字符`).nullish();
const isRealDate = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** YYYY-MM-DD, a real calendar date */
export const serviceDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(isRealDate, '日期不存在');
const dateOf = (label: string) =>
  z
    .string({ message: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine(isRealDate, `${label}不存在`);
const optionalDate = (label: string) =>
  dateOf(label)
    .nullish()
    .or(z.literal('').transform(() => null));
/** a licence or certificate number: letters, digits and dashes (an ID-card number, a file number) */
const documentNumber = (label: string) => z.string().regex(/^[A-Za-z0-9-]*$/, `${label}只能包含字母、数字和短横线`);
const audit = {
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
};

/* ---------- vehicles ---------- */

const vehicleFields = z.object({
  plate: z
    .string()
    .trim()
    .min(1, '请输入车牌号')
    .max(20, '车牌号长度不能超过 20 个字符')
    .refine((value) => normalisePlate(value) !== null, PLATE_MESSAGE),
  selfNo: text(20, '请输入自编号'),
  model: optionalText(50),
  energyType: z.enum(OPS_ENERGY_TYPES, { message: '请选择能源类型' }),
  seats: z.number({ message: '请输入座位数' }).int('座位数应为整数').min(1, '座位数至少为 1').max(200, '座位数不能超过 200'),
  capacity: z.number({ message: '请输入核载人数' }).int('核载人数应为整数').min(1, '核载人数至少为 1').max(300, '核载人数不能超过 300'),
  departId: optionalText(64),
  routeId: optionalText(64),
  status: z.enum(OPS_VEHICLE_STATUSES, { message: '请选择车辆状态' }),
  purchaseDate: optionalDate('购置日期'),
  inspectionExpiry: optionalDate('年检有效期'),
  insuranceExpiry: optionalDate('保险到期日'),
  remark: optionalText(500),
});
/** 座位数 within 核载人数: a rule across two fields (the server's save hook says it under 座位数, the form under 核载人数) */
export const SEATS_OVER_CAPACITY = '座位数不能大于核载人数';
export const seatsWithinCapacity = (value: { seats?: number | null; capacity?: number | null }) =>
  value.seats === undefined || value.seats === null || value.capacity === undefined || value.capacity === null || value.seats <= value.capacity;
export const vehicleSaveSchema = vehicleFields.refine(seatsWithinCapacity, { path: ['seats'], message: SEATS_OVER_CAPACITY });
export type VehicleSave = z.input<typeof vehicleSaveSchema>;

export const vehicleRecordSchema = z.object({
  id: z.string(),
  plate: z.string(),
  selfNo: z.string(),
  model: z.string().nullable(),
  energyType: z.string(),
  energyType_dictText: z.string().optional(),
  seats: z.number(),
  capacity: z.number(),
  departId: z.string().nullable(),
  departName: z.string().nullable(),
  routeId: z.string().nullable(),
  routeNumber: z.string().nullable(),
  status: z.string(),
  status_dictText: z.string().optional(),
  purchaseDate: z.string().nullable(),
  inspectionExpiry: z.string().nullable(),
  insuranceExpiry: z.string().nullable(),
  remark: z.string().nullable(),
  ...audit,
});
export type VehicleRecord = z.infer<typeof vehicleRecordSchema>;

/**
 * 车辆管理 (/ops/vehicle): the kit's declaration, the one place of each field's label. The list also
 * takes `expiring=1` (not in the catalogue: it depends on today): vehicles whose 年检 or 保险 ends
 * within 30 days or has ended.
 */
export const vehicleResource = defineResource({
  api: '/ops/vehicle',
  noun: '车辆',
  // the export's file name (车辆.xlsx) and the API's summaries (车辆列表); the page's title is its menu's
  title: '车辆',
  counted: '辆车',
  permissions: PERMS.ops.vehicle,
  record: vehicleRecordSchema,
  // 座位数 within 核载人数 is checked by the server's save hook (an object with a refinement cannot be extended to the edit)
  save: vehicleFields,
  fields: {
    plate: {
      label: '车牌号',
      type: 'string',
      rule: 'like',
      advanced: true,
      search: true,
      column: { width: 115, fixed: 'left' },
      export: 14,
      form: { required: true, max: 20, placeholder: '如 鄂A·D12345' },
    },
    selfNo: {
      label: '自编号',
      type: 'string',
      rule: 'like',
      advanced: true,
      search: true,
      column: { width: 70 },
      export: 10,
      form: { required: true, max: 20, placeholder: '车身上的编号，如 1001' },
    },
    model: {
      label: '车型',
      type: 'string',
      rule: 'like',
      advanced: true,
      search: true,
      column: { width: 120, ellipsis: true },
      export: 20,
      form: { max: 50, placeholder: '如 宇通 ZK6125BEVG' },
    },
    energyType: {
      label: '能源类型',
      type: 'string',
      dict: 'ops_energy_type',
      advanced: true,
      search: true,
      column: { width: 100 },
      export: 10,
      form: { required: true },
    },
    seats: { label: '座位数', type: 'number', export: 8, form: { widget: 'number', required: true, min: 1, max: 200 } },
    capacity: {
      label: '核载人数',
      type: 'number',
      sortable: false,
      filterable: false,
      export: 10,
      form: { widget: 'number', required: true, min: 1, max: 300 },
    },
    departId: { label: '所属分公司', type: 'string', sortable: false, column: { display: 'departName' }, export: 16, form: {} },
    routeId: { label: '线路', type: 'string', sortable: false, column: { width: 70, display: 'routeNumber' }, export: 10, form: {} },
    status: {
      label: '车辆状态',
      type: 'string',
      dict: 'ops_vehicle_status',
      advanced: true,
      search: true,
      column: { width: 70 },
      export: 10,
      form: { required: true },
    },
    purchaseDate: { label: '购置日期', type: 'date', sortable: false, filterable: false, export: 12, form: { widget: 'date' } },
    inspectionExpiry: { label: '年检有效期', type: 'string', advanced: true, column: { width: 120 }, export: 12, form: { widget: 'date' } },
    insuranceExpiry: { label: '保险到期', type: 'string', advanced: true, column: { width: 120 }, export: 12, form: { widget: 'date' } },
    remark: { label: '备注', type: 'string', sortable: false, filterable: false, export: 24, form: { widget: 'textarea', max: 500, wide: true } },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

/** GET /ops/vehicle/expiring: how many vehicles' 年检 or 保险 end within 30 days (or have ended). */
export const vehicleExpiringSchema = z.object({ inspection: z.number(), insurance: z.number(), vehicles: z.number(), days: z.number() });
export type VehicleExpiring = z.infer<typeof vehicleExpiringSchema>;

/** GET /ops/vehicle/options, /ops/driver/options: the duty and dispatch pickers. */
export const vehicleOptionSchema = z.object({ id: z.string(), plate: z.string(), selfNo: z.string(), routeId: z.string().nullable(), status: z.string() });
export type VehicleOption = z.infer<typeof vehicleOptionSchema>;
export const driverOptionSchema = z.object({
  id: z.string(),
  realname: z.string(),
  workNo: z.string().nullable(),
  homeRouteId: z.string().nullable(),
  status: z.string(),
});
export type DriverOption = z.infer<typeof driverOptionSchema>;
export const fleetOptionsQuerySchema = z.object({
  /** only operating vehicles / active drivers (the duty pickers); all otherwise */
  usable: z.enum(['0', '1']).optional(),
  routeId: z.string().max(64).optional(),
});

/* ---------- drivers ---------- */

/**
 * Who may be a driver: a staff user whose post (职务, sys_user.post) is 驾驶员. Anyone else (an IT
 * engineer, a dispatcher) is first given that post in 用户管理, so the staff directory and the fleet
 * agree on who drives.
 */
export const DRIVER_POST = 'driver';

export const driverSaveSchema = z.object({
  userId: text(64, '请选择员工'),
  licenceClass: z.enum(OPS_LICENCE_CLASSES, { message: '请选择准驾车型' }),
  licenceNo: text(30, '请输入驾驶证号').pipe(documentNumber('驾驶证号')),
  licenceExpiry: z.string({ message: '请选择驾驶证有效期' }).min(1, '请选择驾驶证有效期').pipe(dateOf('驾驶证有效期')),
  qualificationNo: optionalText(30).pipe(documentNumber('从业资格证号').nullish()),
  qualificationExpiry: optionalDate('从业资格证有效期'),
  homeRouteId: optionalText(64),
  status: z.enum(OPS_DRIVER_STATUSES, { message: '请选择驾驶员状态' }),
  hireDate: optionalDate('入职日期'),
  remark: optionalText(500),
});
export type DriverSave = z.input<typeof driverSaveSchema>;

/**
 * What a driver record says against today (YYYY-MM-DD in the company's time zone; the server's
 * day, the browser's in the form): a driver on duty (在岗) holds a valid licence and certificate,
 * and nobody was hired after today. A driver who has left keeps the expired licence he had.
 */
export function driverRecordProblems(
  input: { status?: string | null; licenceExpiry?: string | null; qualificationExpiry?: string | null; hireDate?: string | null },
  today: string,
): Array<{ field: 'licenceExpiry' | 'qualificationExpiry' | 'hireDate'; message: string }> {
  const problems: Array<{ field: 'licenceExpiry' | 'qualificationExpiry' | 'hireDate'; message: string }> = [];
  const lapsed = (label: string, expiry: string) => `${label}已于 ${expiry} 过期，不能在岗：请更新有效期，或将状态改为停职、离职`;
  if (input.status === 'active' && input.licenceExpiry && input.licenceExpiry < today)
    problems.push({ field: 'licenceExpiry', message: lapsed('驾驶证', input.licenceExpiry) });
  if (input.status === 'active' && input.qualificationExpiry && input.qualificationExpiry < today)
    problems.push({ field: 'qualificationExpiry', message: lapsed('从业资格证', input.qualificationExpiry) });
  if (input.hireDate && input.hireDate > today) problems.push({ field: 'hireDate', message: `入职日期不能晚于今天（${today}）` });
  return problems;
}

export const driverRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  realname: z.string().nullable(),
  workNo: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  licenceClass: z.string(),
  licenceNo: z.string(),
  licenceExpiry: z.string(),
  qualificationNo: z.string().nullable(),
  qualificationExpiry: z.string().nullable(),
  homeRouteId: z.string().nullable(),
  homeRouteNumber: z.string().nullable(),
  status: z.string(),
  status_dictText: z.string().optional(),
  hireDate: z.string().nullable(),
  remark: z.string().nullable(),
  ...audit,
});
export type DriverRecord = z.infer<typeof driverRecordSchema>;

/** 驾驶员管理's records (/ops/driver): the kit's declaration, the one place of each field's label. */
export const driverResource = defineResource({
  api: '/ops/driver',
  noun: '驾驶员',
  // the export's file name (驾驶员.xlsx) and the API's summaries; the page's title is its menu's
  title: '驾驶员',
  counted: '名驾驶员',
  permissions: PERMS.ops.driver,
  record: driverRecordSchema,
  save: driverSaveSchema,
  fields: {
    userId: {
      label: '员工',
      type: 'string',
      sortable: false,
      filterable: false,
      form: { widget: 'select', required: true, help: '职务为驾驶员的员工；一名员工只能有一份驾驶员档案' },
    },
    realname: { label: '姓名', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 90, fixed: 'left' }, export: 10 },
    workNo: { label: '工号', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 100 }, export: 12 },
    phone: { label: '手机号', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 120 }, export: 14 },
    status: {
      label: '状态',
      type: 'string',
      dict: 'ops_driver_status',
      advanced: true,
      search: true,
      column: { width: 80 },
      export: 8,
      form: { required: true },
    },
    licenceClass: {
      label: '准驾车型',
      type: 'string',
      choices: OPS_LICENCE_CLASSES.map((c) => ({ value: c, label: c })),
      advanced: true,
      search: true,
      column: { width: 90 },
      export: 10,
      form: { required: true },
    },
    licenceNo: { label: '驾驶证号', type: 'string', sortable: false, filterable: false, export: 22, form: { required: true, max: 30 } },
    licenceExpiry: { label: '驾驶证有效期', type: 'string', advanced: true, column: { width: 130 }, export: 14, form: { widget: 'date', required: true } },
    homeRouteId: { label: '所属线路', type: 'string', sortable: false, column: { width: 90, display: 'homeRouteNumber' }, export: 10, form: {} },
    qualificationNo: { label: '从业资格证号', type: 'string', sortable: false, filterable: false, export: 22, form: { max: 30 } },
    qualificationExpiry: {
      label: '从业资格证有效期',
      type: 'string',
      sortable: false,
      filterable: false,
      column: { width: 140 },
      export: 14,
      form: { widget: 'date' },
    },
    hireDate: { label: '入职日期', type: 'date', sortable: false, filterable: false, column: { width: 110 }, export: 12, form: { widget: 'date' } },
    remark: { label: '备注', type: 'string', sortable: false, filterable: false, export: 24, form: { widget: 'textarea', max: 500, wide: true } },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

/* ---------- duty rules ---------- */

export const DUTY_RULE_CODES = [
  'continuous_day',
  'continuous_night',
  'min_break',
  'daily_driving',
  'weekly_driving',
  'licence_valid',
  'qualification_valid',
  'inspection_valid',
  'insurance_valid',
  'no_overlap',
] as const;
export type DutyRuleCode = (typeof DUTY_RULE_CODES)[number];
export const DUTY_SEVERITIES = ['error', 'warning'] as const;
export type DutySeverity = (typeof DUTY_SEVERITIES)[number];

export const dutyRuleSchema = z.object({
  code: z.enum(DUTY_RULE_CODES),
  name: z.string(),
  /** minutes; null for the yes/no rules */
  limitMinutes: z.number().nullable(),
  severity: z.enum(DUTY_SEVERITIES),
  enabled: z.boolean(),
});
export type DutyRule = z.infer<typeof dutyRuleSchema>;

export const dutyRulesSaveSchema = z.object({
  rules: z
    .array(
      z.object({
        code: z.enum(DUTY_RULE_CODES, { message: '未知的排班规则' }),
        limitMinutes: z.number().int('限值应为整数分钟').min(1, '限值至少 1 分钟').max(10080, '限值不能超过 10080 分钟（7 天）').nullable(),
        severity: z.enum(DUTY_SEVERITIES, { message: '级别应为错误或警告' }),
        enabled: z.boolean(),
      }),
    )
    .min(1, '请至少提交一条规则')
    .max(DUTY_RULE_CODES.length, '规则过多'),
});
export type DutyRulesSave = z.input<typeof dutyRulesSaveSchema>;

export const dutyFindingSchema = z.object({
  rule: z.enum(DUTY_RULE_CODES),
  ruleName: z.string(),
  severity: z.enum(DUTY_SEVERITIES),
  serviceDate: z.string(),
  /** the vehicle block and the crew piece the finding is about */
  blockCode: z.string().nullable(),
  dutyCode: z.string().nullable(),
  driverId: z.string().nullable(),
  driverName: z.string().nullable(),
  vehicleId: z.string().nullable(),
  plate: z.string().nullable(),
  message: z.string(),
});
export type DutyFinding = z.infer<typeof dutyFindingSchema>;

/* ---------- duties ---------- */

export const dutyDayQuerySchema = z.object({ date: serviceDateSchema, routeId: z.string().max(64).optional() });

/** A row of 排班: one crew piece (班段) of a vehicle block on the day, with its driver and bus. */
export const dutyPieceSchema = z.object({
  dutyCode: z.string(),
  blockCode: z.string(),
  routeId: z.string(),
  routeNumber: z.string(),
  /** seconds after midnight of the service day */
  firstDeparture: z.number(),
  lastArrival: z.number(),
  trips: z.number(),
  drivingMinutes: z.number(),
  dutyId: z.string().nullable(),
  dutyVersion: z.number().nullable(),
  driverId: z.string().nullable(),
  driverName: z.string().nullable(),
  vehicleId: z.string().nullable(),
  plate: z.string().nullable(),
});
export type DutyPiece = z.infer<typeof dutyPieceSchema>;

export const dutyAssignSchema = z.object({
  serviceDate: serviceDateSchema,
  dutyCode: text(64, '请选择班段'),
  driverId: z.string().trim().max(64).nullish(),
  vehicleId: z.string().trim().max(64).nullish(),
  /** the warnings shown were accepted (errors always refuse) */
  confirmWarnings: z.boolean().optional(),
});
export type DutyAssign = z.input<typeof dutyAssignSchema>;

export const dutyAutoAssignSchema = z.object({ serviceDate: serviceDateSchema, routeId: text(64, '请选择线路') });
export const dutyCopySchema = z.object({ serviceDate: serviceDateSchema, routeId: z.string().max(64).optional() });
