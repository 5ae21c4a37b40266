/**
 * Notices of the approval runtime: a new to-do (and an urge) reaches its users at once through the
 * header bell (a system message, 系统消息, with 去处理 opening 我的待办) and the live channel.
 *
 * The bell rows are written inside the move's transaction (they exist exactly when the move does);
 * the live-channel pushes wait for the request to succeed (`noticePushPlugin` sends them once the
 * reply is out, so a browser refreshing its bell finds the committed rows).
 */
import { and, eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import type { RequestContext, SessionContext } from '../../../lib/request-context';
import { BUS_CHANNELS, type EventBus } from '../../../plugins/event-bus';
import { sysAnnouncement, sysAnnouncementSend } from '../../sys/announcement/announcement.table';
import { sysUser } from '../../sys/user/user.table';

/** The page a to-do notice opens */
export const TODO_PAGE = '/workflow/todo';

export interface Push {
  userId: string;
  msgId: string;
  msgTxt: string;
}

/** Live pushes waiting for their request to end well (keyed by the request's session: one object per request). */
const pending = new WeakMap<SessionContext, Push[]>();

export interface NoticeTask {
  id: string;
  nodeName: string;
  /** the user the task is given to; null for a task offered to `candidates` */
  assignee: string | null;
  candidates: string[];
}

/**
 * Sends one bell message (and a live push) to each of `usernames` (active users of the tenant;
 * unknown names are skipped). `text` is the message's title; `content` its body. Runs inside the
 * caller's transaction.
 */
export async function sendNotice(
  tx: Database,
  ctx: RequestContext,
  input: { usernames: string[]; text: string; content?: string; busId?: string; openPage?: string },
): Promise<void> {
  const names = [...new Set(input.usernames.filter(Boolean))];
  if (!names.length) return;
  const users = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.username, names), eq(sysUser.delFlag, 0), eq(sysUser.status, 1)));
  if (!users.length) return;
  const { session, now } = ctx;
  const [row] = await tx
    .insert(sysAnnouncement)
    .values({
      titile: input.text,
      msgContent: input.content ?? null,
      sender: session.username,
      priority: 'L',
      msgCategory: '2',
      msgType: 'USER',
      userIds: users.map((user) => user.id).join(','),
      sendStatus: '1',
      sendTime: now,
      openType: 'url',
      openPage: input.openPage ?? TODO_PAGE,
      busType: 'workflow',
      busId: input.busId ?? null,
      tenantId: session.tenantId,
      createBy: session.username,
      createTime: now,
    })
    .returning({ id: sysAnnouncement.id });
  await tx.insert(sysAnnouncementSend).values(users.map((user) => ({ anntId: row.id, userId: user.id, createTime: now })));
  const queue = pending.get(session) ?? [];
  for (const user of users) queue.push({ userId: user.id, msgId: row.id, msgTxt: input.text });
  pending.set(session, queue);
}

/**
 * 新待办: each task's assignee (or, for a task offered to candidates, each candidate) hears
 * 「新待办：{title}（{nodeName}）」 at once. Call it for every task a move or action gives to users.
 */
export async function notifyNewTasks(tx: Database, ctx: RequestContext, instance: { id: string; title: string }, tasks: NoticeTask[]): Promise<void> {
  for (const task of tasks) {
    const users = task.assignee ? [task.assignee] : task.candidates;
    // the user acting does not need telling about a task they just gave themself
    const others = users.filter((name) => name !== ctx.session.username);
    await sendNotice(tx, ctx, {
      usernames: others,
      text: `新待办：${instance.title}（${task.nodeName}）`,
      content: `<p>您有一条新的待办任务「${escapeHtml(task.nodeName)}」：${escapeHtml(instance.title)}，请到「我的待办」处理。</p>`,
      busId: task.id,
    });
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The live pushes queued for a session's work, taken out (a timer's move publishes them once its transaction is in). */
export function takePushes(session: SessionContext): Push[] {
  const pushes = pending.get(session) ?? [];
  pending.delete(session);
  return pushes;
}

/**
 * Sends the live pushes queued under `session` (call after the transaction committed; a caller
 * outside an HTTP request, such as a scheduler job, must call it itself). Returns how many went.
 */
export async function flushNoticePushes(bus: EventBus, session: SessionContext): Promise<number> {
  const pushes = pending.get(session) ?? [];
  pending.delete(session);
  for (const push of pushes) await bus.publish(BUS_CHANNELS.announcement, { cmd: 'user', ...push });
  return pushes.length;
}

/** Sends the live pushes a request queued, once it has succeeded; drops them when it failed. */
export const noticePushPlugin = fp(
  async (fastify) => {
    fastify.addHook('onResponse', async (request, reply) => {
      if (!request.session || !pending.has(request.session)) return;
      if (reply.statusCode >= 400) pending.delete(request.session);
      else await flushNoticePushes(fastify.bus, request.session);
    });
  },
  { name: 'workflow-notice-push' },
);
