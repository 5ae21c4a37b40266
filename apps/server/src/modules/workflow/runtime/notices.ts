/**
 * Notices of the approval runtime: a new to-do (and an urge) reaches its users at once through the
 * header bell (a system message, 系统消息, with 去处理 opening 我的待办) and the live channel; the
 * initiator hears every end of their application and every return to them, with who and why (去处理
 * opens the application's 流程详情); a CC recipient hears of the copy.
 *
 * The bell rows are written inside the move's transaction (they exist exactly when the move does);
 * the live-channel pushes wait for the request to succeed (`noticePushPlugin` sends them once the
 * reply is out, so a browser refreshing its bell finds the committed rows).
 */
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client';
import { escapeHtml } from '../../../lib/escape-html';
import type { RequestContext, SessionContext } from '../../../lib/request-context';
import { BUS_CHANNELS, type EventBus } from '../../../plugins/event-bus';
import { notices, userDirectory } from '../../sys';
import type { MoveEffects } from './move-effects';

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
  const { session, now } = ctx;
  const sent = await notices.send(tx, {
    tenantId: session.tenantId,
    to: input.usernames,
    title: input.text,
    content: input.content ?? null,
    sender: session.username,
    at: now,
    priority: 'L',
    openType: 'url',
    openPage: input.openPage ?? TODO_PAGE,
    busType: 'workflow',
    busId: input.busId ?? null,
  });
  if (!sent) return;
  const queue = pending.get(session) ?? [];
  for (const userId of sent.userIds) queue.push({ userId, msgId: sent.id, msgTxt: input.text });
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

/** 流程详情 of an application (the web's route), opened for one of the viewer's tasks when given. */
export const detailPage = (instanceId: string, taskId?: string) =>
  `/workflow/process/detail/${encodeURIComponent(taskId ? `${instanceId}~${taskId}` : instanceId)}`;

/** The acting user's real name for a message (系统 for a timer's move). */
export async function actorName(tx: Database, ctx: RequestContext): Promise<string> {
  const realname = (await userDirectory.realnamesOf(tx, [ctx.session.username])).get(ctx.session.username);
  return realname || (ctx.session.username === 'system' ? '系统' : ctx.session.username);
}

/** What the initiator reads when their application comes back to them, by the move that sent it. */
const RETURNED: Record<string, { text: string; why: string }> = {
  reject: { text: '已驳回', why: '驳回理由' },
  timeout: { text: '已退回', why: '说明' },
  withdraw: { text: '已撤回', why: '说明' },
};

/** What the initiator reads when their application ends, by the move that ended it. */
const ENDED: Record<string, { text: string; why: string }> = {
  // an approval of a business record ends at a 驳回 to its initiator or a 撤回 (business-end.ts)
  reject: { text: '已驳回', why: '驳回理由' },
  withdraw: { text: '已撤回', why: '说明' },
  terminate: { text: '已终止', why: '终止原因' },
  cancel: { text: '已撤销', why: '撤销原因' },
  jump: { text: '已结束', why: '说明' },
};

const ENDED_VERB: Record<string, string> = { cancel: '撤销了申请', jump: '将申请跳转到结束', reject: '驳回了您的申请', withdraw: '撤回了申请' };

export interface InitiatorNotice {
  instance: { id: string; title: string; initiator: string };
  /** the move: reject, withdraw, timeout (returns); terminate, cancel, jump, approve ... (ends) */
  action: string;
  comment: string | null;
  /** the node acted on, if any (驳回 at 部门负责人审批) */
  nodeName: string | null;
  /** returned: the initiator's task to resubmit (the page opens on it); ended otherwise */
  returnedTaskId?: string;
}

/**
 * Tells the initiator that their application came back to them (驳回, 撤回, a time-out) or ended
 * (通过, 终止, 撤销), with who did it, at which node and why; 去处理 opens the application.
 */
export async function notifyInitiator(tx: Database, ctx: RequestContext, notice: InitiatorNotice): Promise<void> {
  const { instance, action, comment, nodeName, returnedTaskId } = notice;
  const who = await actorName(tx, ctx);
  const at = nodeName ? `在「${escapeHtml(nodeName)}」` : '';
  const title = escapeHtml(instance.title);
  let text: string;
  let body: string;
  let why = '审批意见';
  if (returnedTaskId) {
    const kind = RETURNED[action] ?? { text: '已退回', why: '说明' };
    text = `${kind.text}：${instance.title}`;
    why = kind.why;
    body =
      action === 'withdraw'
        ? `<p>您撤回了申请「${title}」。</p>`
        : action === 'timeout'
          ? `<p>申请「${title}」${at}超时未处理，已自动退回给您。</p>`
          : `<p>${escapeHtml(who)}${at}驳回了您的申请「${title}」。</p>`;
    body += comment ? `<p>${why}：${escapeHtml(comment)}</p>` : '';
    body += '<p>请修改后重新提交，或撤销申请。</p>';
  } else {
    const kind = ENDED[action];
    text = `${kind?.text ?? '审批通过'}：${instance.title}`;
    why = kind?.why ?? why;
    body = kind
      ? `<p>${escapeHtml(who)}${at}${ENDED_VERB[action] ?? '终止了您的申请'}「${title}」。</p>`
      : `<p>您的申请「${title}」已审批通过${nodeName ? `（最后审批：${escapeHtml(nodeName)}，${escapeHtml(who)}）` : ''}。</p>`;
    body += comment ? `<p>${why}：${escapeHtml(comment)}</p>` : '';
  }
  await sendNotice(tx, ctx, {
    usernames: [instance.initiator],
    text,
    content: body,
    busId: instance.id,
    openPage: detailPage(instance.id, returnedTaskId),
  });
}

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

/**
 * Who hears of the move: each new approver (新待办); the initiator when the application came back
 * to them (the start event's task: 驳回, 撤回) or ended, with the reason, instead of a bare to-do.
 */
export async function notifyMove(tx: Database, ctx: RequestContext, effects: MoveEffects): Promise<void> {
  const startId = effects.graph.startId;
  await notifyNewTasks(
    tx,
    ctx,
    effects.instance,
    effects.created.filter((task) => task.nodeId !== startId),
  );
  const returned = effects.created.find((task) => task.nodeId === startId);
  if (!returned && !effects.finished) return;
  await notifyInitiator(tx, ctx, {
    instance: effects.instance,
    action: effects.action,
    comment: effects.comment ?? null,
    nodeName: effects.actedTask?.nodeName ?? null,
    returnedTaskId: returned?.id,
  });
}
