import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { CUSTOM_EVALUATION_PROCESS_KEY } from '@bus/contracts';
import type { Database } from '../client';
import * as t from '../schema';
import { AREAS } from '../../modules/areas';
import { seedApprovalProcess } from '../../modules/workflow';
import { randomPassword } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { departs, parentOrgCode } from './departs.data';
import { dicts } from './dicts.data';
import { makeIdCard } from './id-card';
import { OPS_NETWORK_SEED_VERSION, seedOpsNetwork } from './ops-network';
import { OPS_TIMETABLE_SEED_VERSION, seedOpsTimetable } from './ops-timetable';
import { categories, checkRules, fillRules, seedOrgRules } from './org-rules.data';
import { flattenMenus, grantedPermissionIds } from './menus';
import { OPS_DISPATCH_SEED_VERSION, seedOpsDispatch } from './ops-dispatch';
import { OPS_FLEET_SEED_VERSION, seedOpsDuties, seedOpsFleet } from './ops-fleet';
import { OPS_CHECKS_SEED_VERSION, seedOpsChecks } from './ops-checks';
import { OPS_MEMBERS_SEED_VERSION, seedOpsMembers } from './ops-members';
import { positions } from './positions.data';
import { reports, seedReports } from './reports.data';
import { roles } from './roles.data';
import { seedId } from './seed-id';
import { systemSetting, tenants } from './tenants.data';
import { adminUser, demoUsers, type UserSeed } from './users.data';
import { customEvaluationXml, LEAVE_FORM_KEY, LEAVE_PROCESS_KEY, leaveForm, leaveSeedIds, leaveXml } from './workflow.data';

export interface SeedOptions {
  /** ADMIN_PASSWORD; when absent a random one is generated (only if admin is created now) */
  adminPassword?: string;
  /**
   * Leave the administrator out: the prepared database image (db/build-image.ts) holds everything
   * else, and the first start adds the administrator with ADMIN_PASSWORD or a printed one-time password.
   */
  withoutAdmin?: boolean;
  /**
   * Leave out the demo company's bus operations (about 600 stops, 30 lines, 6,800 trips, 500
   * vehicles, 1,300 drivers, two weeks of duties and a week of dispatch records): the API tests start from a company without
   * them and write what each needs, so a test database stays small and quick to reset.
   */
  withoutDemoOperations?: boolean;
  /** the day the demo company's shifts and 运营记录 are written around (tests set it) */
  now?: Date;
}

export interface SeedOutcome {
  /** set only when this run created the admin with a generated password: print it once */
  generatedAdminPassword?: string;
  adminCreated: boolean;
}

const SYSTEM = 'system';
const SEED_STATE_ID = 'seed';

/**
 * A fingerprint of everything the seed writes (passwords aside: they are random). A new version
 * whose seed data changed runs the seed again and adds what is new.
 */
export function seedFingerprint(options: Pick<SeedOptions, 'withoutDemoOperations'> = {}): string {
  const operations = options.withoutDemoOperations
    ? {}
    : {
        opsNetwork: OPS_NETWORK_SEED_VERSION,
        opsTimetable: OPS_TIMETABLE_SEED_VERSION,
        opsFleet: OPS_FLEET_SEED_VERSION,
        opsDispatch: OPS_DISPATCH_SEED_VERSION,
        opsChecks: OPS_CHECKS_SEED_VERSION,
        opsMembers: OPS_MEMBERS_SEED_VERSION,
      };
  const areaSeeds = Object.fromEntries(
    AREAS.flatMap((area) => (area.seed ? [[area.name, [area.seed.version, Boolean(area.seed.demo && !options.withoutDemoOperations)]]] : [])),
  );
  const data = {
    areaSeeds,
    tenants,
    systemSetting,
    departs,
    positions,
    dicts,
    menus: flattenMenus().map((m) => m.row),
    roles,
    adminUser,
    demoUsers,
    fillRules,
    checkRules,
    categories,
    reports,
    leaveForm,
    leaveXml,
    customEvaluationXml,
    ...operations,
  };
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/**
 * Inserts the reference and demo data. Idempotent: every row has a stable id and is inserted
 * with ON CONFLICT DO NOTHING, so a second run changes nothing (and never resets a password).
 */
export async function runSeed(db: Database, options: SeedOptions = {}): Promise<SeedOutcome> {
  const fingerprint = seedFingerprint(options);
  const existingUsers = new Set((await db.select({ username: t.sysUser.username }).from(t.sysUser)).map((row) => row.username));
  const adminCreated = !options.withoutAdmin && !existingUsers.has(adminUser.username);
  const [state] = await db.select({ fingerprint: t.sysSeedState.fingerprint }).from(t.sysSeedState).where(eq(t.sysSeedState.id, SEED_STATE_ID));
  const seeded = state?.fingerprint === fingerprint;
  // this seed has been written and the administrator exists: nothing to add (a row an administrator deleted stays deleted)
  if (seeded && !adminCreated) return { adminCreated: false };
  const generatedAdminPassword = adminCreated && !options.adminPassword ? randomPassword(16) : undefined;
  const adminPassword = options.adminPassword ?? generatedAdminPassword;
  const now = options.now ?? new Date();

  // A new data directory unpacked from the prepared image holds this seed already: add the
  // administrator, and the shifts and 运营记录 of the days since the image was made. Writing the
  // rest again would change nothing and cost the first start about a second and 25 MB of memory.
  if (seeded) {
    const adminHash = await hashPassword(adminPassword!);
    await db.transaction(async (tx) => {
      await tx.insert(t.sysUser).values(adminRow(adminHash)).onConflictDoNothing();
      await insertUserLinks(tx, [adminUser]);
      if (!options.withoutDemoOperations) await seedDatedOperations(tx, now);
    });
    return { generatedAdminPassword, adminCreated };
  }

  // argon2 is the slow part: hash only for users that do not exist yet.
  const newDemoUsers = demoUsers.filter((user) => !existingUsers.has(user.username));
  const demoHashes = await Promise.all(newDemoUsers.map(() => hashPassword(randomPassword(24))));
  const adminHash = adminCreated ? await hashPassword(adminPassword!) : null;

  await db.transaction(async (tx) => {
    await tx
      .insert(t.sysTenant)
      .values(tenants.map((tenant) => ({ ...tenant, createBy: SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.basicSystemSetting)
      .values({ id: seedId('setting', 'default'), ...systemSetting, createBy: SYSTEM })
      .onConflictDoNothing();

    await tx
      .insert(t.sysDepart)
      .values(
        departs.map(([orgCode, departName, orgCategory, tenantId], index) => {
          const parent = parentOrgCode(orgCode);
          return {
            id: seedId('depart', orgCode),
            parentId: parent ? seedId('depart', parent) : null,
            departName,
            orgCode,
            orgCategory,
            departOrder: index,
            tenantId,
            createBy: SYSTEM,
          };
        }),
      )
      .onConflictDoNothing();

    await tx
      .insert(t.sysPosition)
      .values(positions.map(([code, name, postRank]) => ({ id: seedId('position', code), code, name, postRank, createBy: SYSTEM })))
      .onConflictDoNothing();

    await tx
      .insert(t.sysDict)
      .values(dicts.map((dict) => ({ id: seedId('dict', dict.code), dictCode: dict.code, dictName: dict.name, createBy: SYSTEM })))
      .onConflictDoNothing();
    await tx
      .insert(t.sysDictItem)
      .values(
        dicts.flatMap((dict) =>
          dict.items.map(([itemValue, itemText, itemColor], index) => ({
            id: seedId('dict-item', `${dict.code}:${itemValue}`),
            dictId: seedId('dict', dict.code),
            itemValue,
            itemText,
            itemColor: itemColor ?? null,
            sortOrder: index + 1,
            createBy: SYSTEM,
          })),
        ),
      )
      .onConflictDoNothing();

    const flatMenus = flattenMenus();
    // a page seeded as a placeholder (功能待实现, no code) that a later version builds gets its list
    // code on an existing database too: without it nobody, not even the administrator, may list it
    await tx
      .insert(t.sysPermission)
      .values(flatMenus.map((m) => m.row))
      .onConflictDoUpdate({
        target: t.sysPermission.id,
        set: { perms: sql`excluded.perms` },
        setWhere: sql`${t.sysPermission.perms} is null and excluded.perms is not null`,
      });
    await tx
      .insert(t.sysRole)
      .values(
        roles.map((role) => ({ id: seedId('role', role.code), roleCode: role.code, roleName: role.name, description: role.description, createBy: SYSTEM })),
      )
      .onConflictDoNothing();
    await tx
      .insert(t.sysRolePermission)
      .values(
        roles.flatMap((role) => grantedPermissionIds(flatMenus, role.grants).map((permissionId) => ({ roleId: seedId('role', role.code), permissionId }))),
      )
      .onConflictDoNothing();

    const userRows = [
      ...(adminHash ? [adminRow(adminHash)] : []),
      ...newDemoUsers.map((user, index) => {
        const serial = demoUsers.indexOf(user) + 1;
        return {
          id: seedId('user', user.username),
          username: user.username,
          realname: user.realname,
          passwordHash: demoHashes[index],
          sex: user.sex,
          birthday: user.birthday,
          phone: user.phone,
          email: `${user.username}@jiangcheng-bus.example.com`,
          workNo: `JC${String(10000 + serial)}`,
          idCard: makeIdCard(user.region, user.birthday, user.sex, serial),
          post: user.post,
          orgCode: user.departs[0],
          mustChangePassword: true,
          createBy: SYSTEM,
        };
      }),
    ];
    if (userRows.length) await tx.insert(t.sysUser).values(userRows).onConflictDoNothing();

    const everyone = options.withoutAdmin ? demoUsers : [adminUser, ...demoUsers];
    await insertUserLinks(tx, everyone);

    await seedOrgRules(tx, SYSTEM);
    await seedReports(tx, SYSTEM);
    await seedLeaveProcess(tx);
    await seedCustomEvaluationProcess(tx);
    // 公交运营管理, in the order each reads what the one before wrote: network → timetable → fleet → dispatch → service
    if (!options.withoutDemoOperations) {
      await seedOpsNetwork(tx);
      await seedOpsTimetable(tx);
      await seedOpsFleet(tx, now);
      await seedOpsDispatch(tx, now);
      await seedOpsChecks(tx, now);
      await seedOpsMembers(tx, now);
    }
    for (const area of AREAS) {
      await area.seed?.reference?.(tx, now);
      if (!options.withoutDemoOperations) {
        await area.seed?.demo?.(tx, now);
        await area.seed?.dated?.(tx, now);
      }
    }

    // Seeded links must point at rows that exist (guards against typos in the data files).
    const knownUsers = await tx
      .select({ id: t.sysUser.id })
      .from(t.sysUser)
      .where(
        inArray(
          t.sysUser.id,
          everyone.map((u) => seedId('user', u.username)),
        ),
      );
    if (knownUsers.length !== everyone.length) throw new Error('seed: some users are missing after insert');

    await tx
      .insert(t.sysSeedState)
      .values({ id: SEED_STATE_ID, fingerprint, seededTime: new Date() })
      .onConflictDoUpdate({ target: t.sysSeedState.id, set: { fingerprint, seededTime: new Date() } });
  });

  return { generatedAdminPassword, adminCreated };
}

export function adminPasswordBanner(password: string): string {
  const line = '='.repeat(64);
  return [
    line,
    '  首次启动：已创建管理员账号 / First start: administrator created',
    `  用户名 username: ${adminUser.username}`,
    `  密码   password: ${password}`,
    '  该密码只显示这一次，首次登录后必须修改。',
    '  This password is shown only once; it must be changed at first sign-in.',
    line,
  ].join('\n');
}

/** 请假申请: its start form, its model (version 1) and its deployment (version 1) in the demo company. */
async function seedLeaveProcess(tx: Database): Promise<void> {
  const schemaJson = JSON.stringify(leaveForm);
  await tx
    .insert(t.wfForm)
    .values({
      id: leaveSeedIds.form,
      tenantId: 1,
      formKey: LEAVE_FORM_KEY,
      name: '请假申请表',
      kind: 'start',
      description: '请假申请的发起表单',
      schemaJson,
      createBy: SYSTEM,
    })
    .onConflictDoNothing();
  await tx
    .insert(t.wfFormVersion)
    .values({ id: leaveSeedIds.formVersion, formId: leaveSeedIds.form, versionNo: 1, schemaJson, comment: '初始版本', createBy: SYSTEM })
    .onConflictDoNothing();
  await tx
    .insert(t.wfModel)
    .values({
      id: leaveSeedIds.model,
      tenantId: 1,
      modelKey: LEAVE_PROCESS_KEY,
      name: '请假申请',
      description: '部门负责人审批；超过 3 天再经人事审批',
      category: '人事',
      engine: 'flowable',
      latestVersion: 1,
      deployableVersion: 1,
      startFormId: leaveSeedIds.form,
      xml: leaveXml,
      createBy: SYSTEM,
    })
    .onConflictDoNothing();
  await tx
    .insert(t.wfModelVersion)
    .values({
      id: leaveSeedIds.modelVersion,
      modelId: leaveSeedIds.model,
      versionNo: 1,
      xml: leaveXml,
      engine: 'flowable',
      comment: '初始版本',
      createBy: SYSTEM,
    })
    .onConflictDoNothing();
  await tx
    .insert(t.wfDeployment)
    .values({
      id: leaveSeedIds.deployment,
      tenantId: 1,
      processKey: LEAVE_PROCESS_KEY,
      name: '请假申请',
      category: '人事',
      versionNo: 1,
      modelId: leaveSeedIds.model,
      modelVersion: 1,
      xml: leaveXml,
      startForm: leaveForm,
      deployBy: SYSTEM,
    })
    .onConflictDoNothing();
}

/** 定制线路评估: its model (version 1) and deployment (version 1), no start form (the ops area starts it for a 定制 request). */
async function seedCustomEvaluationProcess(tx: Database): Promise<void> {
  await seedApprovalProcess(tx, {
    processKey: CUSTOM_EVALUATION_PROCESS_KEY,
    name: '定制线路评估',
    category: '运营',
    description: '定制需求评估：运营管理部经理审批，同意即开线，驳回即答复未通过',
    xml: customEvaluationXml,
  });
}

const adminRow = (passwordHash: string) => ({
  id: seedId('user', adminUser.username),
  username: adminUser.username,
  realname: adminUser.realname,
  passwordHash,
  workNo: adminUser.workNo,
  post: adminUser.post,
  orgCode: adminUser.departs[0],
  mustChangePassword: true,
  createBy: SYSTEM,
});

/** The seeded users' departments, roles and tenants. */
async function insertUserLinks(tx: Database, users: ReadonlyArray<Pick<UserSeed, 'username' | 'departs' | 'roles' | 'tenants'>>) {
  const userId = (username: string) => seedId('user', username);
  await tx
    .insert(t.sysUserDepart)
    .values(users.flatMap((user) => user.departs.map((orgCode) => ({ userId: userId(user.username), depId: seedId('depart', orgCode) }))))
    .onConflictDoNothing();
  await tx
    .insert(t.sysUserRole)
    .values(users.flatMap((user) => user.roles.map((role) => ({ userId: userId(user.username), roleId: seedId('role', role) }))))
    .onConflictDoNothing();
  await tx
    .insert(t.sysUserTenant)
    .values(users.flatMap((user) => user.tenants.map((tenantId) => ({ userId: userId(user.username), tenantId }))))
    .onConflictDoNothing();
}

/** What the demo company's seed writes relative to the day: this week's shifts, then the last seven days' 运营记录. */
async function seedDatedOperations(tx: Database, now: Date) {
  await seedOpsDuties(tx, now);
  await seedOpsDispatch(tx, now);
  // the areas built on the operations (a charter's days around the duties) come after them
  for (const area of AREAS) await area.seed?.dated?.(tx, now);
}
