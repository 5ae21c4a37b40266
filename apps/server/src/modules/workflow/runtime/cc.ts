/**
 * 抄送: an approved task copies its instance to the node's default recipients (the designer's
 * CopyUser: user ids) and to the users the approver picked; each recipient hears it on the bell
 * (opening the application's 流程详情) and sees it in 抄送我的, bold until they open it (read).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/request-context';
import { userDirectory } from '../../sys';
import type { MoveEffects } from './move-effects';
import { escapeHtml } from '../../../lib/escape-html';
import { actorName, detailPage, sendNotice } from './notices';
import { wfCc } from './runtime.table';

/** Active users named by id or user name, as user names (unknown ones left out). */
export async function activeUsernames(tx: Database, idsOrNames: string[]): Promise<string[]> {
  const keys = [...new Set(idsOrNames.map((key) => key.trim()).filter(Boolean))];
  if (!keys.length) return [];
  const rows = await userDirectory.activeUsers(tx, keys);
  return [...new Set(rows.map((row) => row.username))];
}

/** Copies the instance to `usernames` for the task (one row each, a bell message each; the sender themself left out). */
export async function createCopies(
  tx: Database,
  ctx: RequestContext,
  instance: { id: string; tenantId: number; title: string },
  task: { id: string; nodeId: string; nodeName: string } | undefined,
  usernames: string[],
): Promise<number> {
  const recipients = [...new Set(usernames)].filter((name) => name !== ctx.session.username);
  if (!recipients.length) return 0;
  await tx.insert(wfCc).values(
    recipients.map((username) => ({
      tenantId: instance.tenantId,
      instanceId: instance.id,
      taskId: task?.id ?? null,
      nodeId: task?.nodeId ?? null,
      nodeName: task?.nodeName ?? null,
      username,
      sender: ctx.session.username,
      createTime: ctx.now,
    })),
  );
  const sender = await actorName(tx, ctx);
  const at = task ? `在「${escapeHtml(task.nodeName)}」` : '';
  await sendNotice(tx, ctx, {
    usernames: recipients,
    text: `抄送：${instance.title}`,
    content: `<p>${escapeHtml(sender)}${at}将申请「${escapeHtml(instance.title)}」抄送给您，请知悉。</p>`,
    busId: instance.id,
    openPage: detailPage(instance.id),
  });
  return recipients.length;
}

/** afterMove: an approved task copies to its node's default recipients. */
export async function copyToNodeRecipients(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  if (effects.action !== 'approve' || !effects.actedTask) return;
  const ids = effects.graph.nodes.get(effects.actedTask.nodeId)?.copyUsers ?? [];
  if (!ids.length) return;
  await createCopies(tx, ctx, effects.instance, effects.actedTask, await activeUsernames(tx, ids));
}

/** 标为已读: only the recipient's own copy; reading it again changes nothing. */
export async function readCopy({ db, session, now }: RequestContext, id: string): Promise<void> {
  const [copy] = await db
    .select()
    .from(wfCc)
    .where(and(eq(wfCc.id, id), eq(wfCc.tenantId, session.tenantId), eq(wfCc.username, session.username)));
  if (!copy) throw new AppError(404, '抄送记录不存在');
  await db
    .update(wfCc)
    .set({ readTime: now })
    .where(and(eq(wfCc.id, id), isNull(wfCc.readTime)));
}
