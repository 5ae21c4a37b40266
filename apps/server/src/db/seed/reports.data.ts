/**
 * Online reports of the demo tenant (Online报表配置), so the popup report picker has data:
 * frontline staff (drivers, dispatchers, station attendants) with their team, and head counts per
 * department. They read only the report sources (rpt_*), see modules/online/cgreport.
 */
import type { ReportColumn, ReportQueryField } from '@bus/contracts';
import type { Database } from '../client';
import * as t from '../schema';
import { seedId } from './seed-id';

interface ReportSeed {
  code: string;
  name: string;
  reportSql: string;
  columns: ReportColumn[];
  queryFields: ReportQueryField[];
  remark: string;
}

const column = (field: string, title: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({ field, title, show: true, sortable: false, ...extra });
const query = (field: string, title: string, extra: Partial<ReportQueryField> = {}): ReportQueryField => ({
  field,
  title,
  mode: 'single',
  hidden: false,
  ...extra,
});

export const reports: ReportSeed[] = [
  {
    code: 'frontline_staff',
    name: '一线人员',
    remark: '驾驶员、调度员与站务员及其所属车队；参数 post 可限定岗位（如 driver）',
    reportSql: `select u.id, u.username, u.work_no, u.realname, u.sex, u.phone,
       p.name as post_name,
       coalesce(team.depart_name, d.depart_name) as team_name
from rpt_user u
left join rpt_position p on p.code = u.post
left join rpt_depart d on d.org_code = u.org_code
left join rpt_depart team on team.id = d.parent_id and d.org_category = '5'
where u.post in ('driver', 'dispatcher', 'station_attendant')
  and (\${post} is null or u.post = \${post})`,
    columns: [
      column('work_no', '工号', { width: 110, sortable: true }),
      column('realname', '姓名', { width: 100 }),
      column('sex', '性别', { width: 70, dictCode: 'sex' }),
      column('phone', '手机号', { width: 130 }),
      column('post_name', '岗位', { width: 100 }),
      column('team_name', '所属车队', { width: 140 }),
      column('username', '账号', { show: false }),
      column('id', 'ID', { show: false }),
    ],
    queryFields: [query('realname', '姓名'), query('work_no', '工号'), query('team_name', '所属车队')],
  },
  {
    code: 'depart_headcount',
    name: '部门人数统计',
    remark: '公司与部门的在册人数（含下设岗位的直接成员）',
    reportSql: `select d.id, d.depart_name, d.org_code, d.org_category, count(ud.user_id) as user_count
from rpt_depart d
left join rpt_user_depart ud on ud.dep_id = d.id
where d.org_category in ('1', '2')
group by d.id, d.depart_name, d.org_code, d.org_category
order by d.org_code`,
    columns: [
      column('depart_name', '部门', { width: 160 }),
      column('org_code', '机构编码', { width: 140, sortable: true }),
      column('org_category', '类型', { width: 90, dictCode: 'org_category' }),
      column('user_count', '人数', { width: 80, sortable: true }),
      column('id', 'ID', { show: false }),
    ],
    queryFields: [query('depart_name', '部门'), query('org_category', '类型', { dictCode: 'org_category' })],
  },
];

export async function seedReports(tx: Database, createBy: string) {
  await tx
    .insert(t.onlCgreportHead)
    .values(reports.map((report) => ({ id: seedId('cgreport', report.code), tenantId: 1, ...report, createBy })))
    .onConflictDoNothing();
}
