/**
 * Demo staff. Each gets a random password nobody knows and must change it; they sign in by
 * phone + SMS code. ID numbers are generated from region, birth date and sex (see id-card.ts).
 * Work numbers follow the list order: JC10001, JC10002 ...
 */
export interface UserSeed {
  username: string;
  realname: string;
  sex: 1 | 2;
  birthday: string; // YYYY-MM-DD
  region: string; // 6-digit administrative code (Wuhan districts)
  phone: string;
  departs: string[]; // org codes, the first is the current one
  roles: string[];
  post: string; // position code
  tenants: number[];
}

const u = (
  username: string,
  realname: string,
  sex: 1 | 2,
  birthday: string,
  region: string,
  phone: string,
  departs: string[],
  roles: string[],
  post: string,
  tenants: number[] = [1],
): UserSeed => ({ username, realname, sex, birthday, region, phone, departs, roles, post, tenants });

export const demoUsers: UserSeed[] = [
  u('zhangwei', '张伟', 1, '1985-03-12', '420102', '13871020001', ['A01A01', 'A01A06'], ['operator'], 'dispatcher', [1, 2]),
  u('lina', '李娜', 2, '1990-07-25', '420106', '13971020002', ['A01A02'], ['service_desk'], 'service_specialist'),
  u('wangfang', '王芳', 2, '1992-11-03', '420103', '15071020003', ['A01A02A01'], ['service_desk'], 'service_specialist'),
  u('liuyang', '刘洋', 1, '1988-01-19', '420111', '18671020004', ['A01A01A01'], ['operator'], 'dispatcher'),
  u('chenjing', '陈静', 2, '1987-05-30', '420105', '13571020005', ['A01A03'], ['operator'], 'hr_specialist'),
  u('yangfan', '杨帆', 1, '1993-09-14', '420104', '17771020006', ['A01A05'], ['workflow_designer'], 'it_engineer'),
  u('zhaolei', '赵磊', 1, '1982-12-08', '420112', '13471020007', ['A01A06A01A01'], ['operator'], 'driver'),
  u('huangmin', '黄敏', 2, '1986-02-21', '420102', '15971020008', ['A01A04'], ['operator'], 'accountant'),
  u('zhouqiang', '周强', 1, '1979-08-16', '420115', '18971020009', ['A01A07'], ['operator'], 'manager'),
  u('wuxia', '吴霞', 2, '1994-04-02', '420106', '13771020010', ['A01A02A02'], ['service_desk'], 'service_specialist'),
  u('xujun', '徐军', 1, '1984-10-27', '420103', '13871020011', ['A01A06A02A01'], ['operator'], 'dispatcher'),
  u('sunli', '孙丽', 2, '1991-06-09', '420105', '15171020012', ['A01A03A01'], ['operator'], 'hr_specialist'),
  u('hujie', '胡杰', 1, '1995-01-23', '420111', '18771020013', ['A01A05A01'], ['workflow_designer'], 'it_engineer'),
  u('zhuhong', '朱红', 2, '1983-03-17', '420104', '13971020014', ['A01A04A01'], ['operator'], 'accountant'),
  u('gaofeng', '高峰', 1, '1980-11-11', '420112', '13571020015', ['A01A06A01A01'], ['operator'], 'driver'),
  u('linhui', '林慧', 2, '1996-08-05', '420102', '17371020016', ['A01A02A01'], ['service_desk'], 'service_specialist'),
  u('heping', '何平', 1, '1978-05-28', '420115', '13671020017', ['A01A07A01A01'], ['operator'], 'driver'),
  u('guoqing', '郭庆', 1, '1989-12-31', '420106', '15871020018', ['A01A01A02'], ['operator'], 'line_planner'),
  u('maxiaoyan', '马晓燕', 2, '1993-02-14', '420103', '18271020019', ['A01A07A02A01'], ['operator'], 'station_attendant'),
  u('luobin', '罗斌', 1, '1987-09-09', '420104', '13871020020', ['A01A06A01A02'], ['operator'], 'station_attendant'),
  u('liangyu', '梁宇', 1, '1992-07-07', '420111', '13971020021', ['A01A05A01'], ['workflow_designer'], 'it_engineer'),
  u('songjia', '宋佳', 2, '1990-10-18', '420105', '15071020022', ['A01A03'], ['operator'], 'hr_specialist'),
  u('zhengkai', '郑凯', 1, '1985-06-26', '420112', '18671020023', ['A01A07A01A01'], ['operator'], 'driver'),
  u('xieting', '谢婷', 2, '1997-03-08', '420102', '13571020024', ['A01A02'], ['service_desk'], 'service_specialist'),
  u('hanlei', '韩磊', 1, '1983-04-15', '420115', '17771020025', ['B01A01A01'], ['operator'], 'dispatcher', [2]),
  u('tangjie', '唐杰', 1, '1981-01-06', '420112', '13471020026', ['B01A02A01'], ['operator'], 'driver', [2]),
  u('fengxue', '冯雪', 2, '1994-12-12', '420106', '15971020027', ['A01A04A02'], ['operator'], 'cashier'),
  u('dengchao', '邓超', 1, '1986-08-20', '420103', '18971020028', ['A01A06A02'], ['operator'], 'dispatcher'),
  u('caoyan', '曹艳', 2, '1988-11-29', '420104', '13771020029', ['A01A01'], ['operator', 'workflow_designer'], 'manager'),
];

export const adminUser = {
  username: 'admin',
  realname: '系统管理员',
  departs: ['A01A05'],
  roles: ['admin'],
  post: 'it_engineer',
  tenants: [1],
  workNo: 'JC00001',
};
