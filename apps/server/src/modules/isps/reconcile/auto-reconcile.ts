/**
 * 自动对账: the channels' daily files are put in a company's statement inbox (by the download
 * script a finance office runs, or by SFTP), and the scheduler imports each one every morning:
 * a file matched goes to done/, a file refused to failed/ beside a note of why. The page shows
 * the inbox, what waits in it, the job and the last files handled.
 */
import { mkdir, readdir, rename, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ZSGJ_RECON_PERMS, type AutoReconStatus } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { escapeHtml } from '../../../lib/escape-html';
import { formatDateTime } from '../../../lib/date-time';
import { notices, userDirectory, type JobHandler } from '../../sys';
import { importStatement } from './reconcile.service';

/** the key 定时任务 names the morning import by */
export const AUTO_RECONCILE_JOB = 'ispsAutoReconcile';

export interface StatementFolders {
  inbox: string;
  done: string;
  failed: string;
}

/** a company's folders under the data directory: statements/tenant-<id>/{inbox,done,failed} */
export function statementFolders(dataDir: string, tenantId: number): StatementFolders {
  const root = path.join(dataDir, 'statements', `tenant-${tenantId}`);
  return { inbox: path.join(root, 'inbox'), done: path.join(root, 'done'), failed: path.join(root, 'failed') };
}

const NOTE = '.result.txt';
/** a handled file keeps its name after the time it was handled: 20261207-093000_<name> */
const stamped = (now: Date, fileName: string) =>
  `${new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}_${fileName}`;

async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** imports what waits in a company's inbox, oldest name first; returns what it did, in words */
export async function runInbox(db: Database, tenantId: number, folders: StatementFolders, now: Date): Promise<{ imported: number; failed: number }> {
  await Promise.all([folders.inbox, folders.done, folders.failed].map((folder) => mkdir(folder, { recursive: true })));
  let imported = 0;
  let failed = 0;
  let differences = 0;
  /** what the finance staff read in the bell: each file with differences, and each refused */
  const report: string[] = [];
  for (const fileName of await filesIn(folders.inbox)) {
    const file = path.join(folders.inbox, fileName);
    try {
      const batch = await importStatement(db, { session: { tenantId, username: 'system' }, now }, { path: file, fileName, source: 'auto' });
      await rename(file, path.join(folders.done, stamped(now, fileName)));
      await writeFile(path.join(folders.done, stamped(now, fileName) + NOTE), `${batch.billDate} 对账完成：${batch.lineCount} 笔，差异 ${batch.diffCount} 条`);
      imported += 1;
      differences += batch.diffCount;
      if (batch.diffCount) report.push(`${fileName}（${batch.billDate}）：${batch.lineCount} 笔，差异 ${batch.diffCount} 条待处理`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await rename(file, path.join(folders.failed, stamped(now, fileName)));
      await writeFile(path.join(folders.failed, stamped(now, fileName) + NOTE), error.message);
      failed += 1;
      report.push(`${fileName}：未能导入，${error.message}`);
    }
  }
  if (report.length) await tellFinance(db, tenantId, now, differences, failed, report);
  return { imported, failed };
}

/**
 * A bell message to everyone who may resolve differences (对账记录's 处理差异): the differences an
 * import found wait for them, and a file that could not be imported needs someone to fetch it again.
 */
async function tellFinance(db: Database, tenantId: number, now: Date, differences: number, failed: number, report: string[]) {
  const to = await userDirectory.activeUsernamesWithPermission(db, tenantId, ZSGJ_RECON_PERMS.resolve);
  const parts = [differences ? `差异 ${differences} 条待处理` : '', failed ? `${failed} 个对账单未能导入` : ''].filter(Boolean);
  const title = `自动对账：${parts.join('，')}`;
  await notices.send(db, {
    tenantId,
    to,
    title,
    content: `<ul>${report.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p>请到「对账记录」处理差异，未能导入的文件在「自动对账」中查看原因。</p>`,
    sender: 'system',
    at: now,
    priority: failed ? 'M' : 'L',
    openType: 'url',
    openPage: '/zsgj/reconciliationRecord',
    busType: 'isps_reconcile',
  });
}

/** the inbox, what waits in it and the last files handled (newest first) */
export async function inboxStatus(folders: StatementFolders): Promise<Pick<AutoReconStatus, 'inbox' | 'waiting' | 'recent'>> {
  const waiting = await Promise.all(
    (await filesIn(folders.inbox)).map(async (fileName) => {
      const info = await stat(path.join(folders.inbox, fileName));
      return { fileName, size: info.size, modified: formatDateTime(info.mtime) ?? '' };
    }),
  );
  const handled = async (folder: string, ok: boolean) =>
    Promise.all(
      (await filesIn(folder))
        .filter((name) => !name.endsWith(NOTE))
        .map(async (name) => {
          const [day, time] = name.slice(0, 15).split('-');
          const note = await readFile(path.join(folder, name + NOTE), 'utf8').catch(() => '');
          return {
            time: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)} ${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}`,
            fileName: name.slice(16),
            ok,
            message: note,
          };
        }),
    );
  const recent = [...(await handled(folders.done, true)), ...(await handled(folders.failed, false))].sort((a, b) => b.time.localeCompare(a.time)).slice(0, 20);
  return { inbox: folders.inbox, waiting, recent };
}

/** 自动对账: every company's inbox under the data directory */
export const autoReconcileJob: JobHandler = {
  name: '自动对账（导入对账单收件箱）',
  parameterHint: '无需参数：导入各公司对账单收件箱（数据目录 statements/tenant-<id>/inbox）中的文件',
  async run({ db, now, dataDir }) {
    const tenants = (await filesInDirs(path.join(dataDir, 'statements'))).map((name) => /^tenant-(\d+)$/.exec(name)?.[1]).filter(Boolean);
    let imported = 0;
    let failed = 0;
    for (const tenant of tenants) {
      const result = await runInbox(db, Number(tenant), statementFolders(dataDir, Number(tenant)), now);
      imported += result.imported;
      failed += result.failed;
    }
    return `导入对账单 ${imported} 个${failed ? `，${failed} 个未能导入（见 failed 目录）` : ''}`;
  },
};

async function filesInDirs(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch {
    return [];
  }
}
