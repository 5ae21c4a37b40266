/** [code, name, position_rank dictionary value] */
export const positions: Array<[string, string, string]> = [
  ['driver', '驾驶员', '1'],
  ['dispatcher', '调度员', '2'],
  ['station_attendant', '站务员', '1'],
  ['service_specialist', '客服专员', '1'],
  ['hr_specialist', '人事专员', '2'],
  ['accountant', '会计', '3'],
  ['cashier', '出纳', '2'],
  ['line_planner', '线路规划员', '3'],
  ['it_engineer', '系统运维工程师', '3'],
  ['manager', '部门经理', '4'],
];
