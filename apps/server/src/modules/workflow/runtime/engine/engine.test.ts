import { describe, expect, it } from 'vitest';
import {
  approve,
  checkNode,
  expressionAssignees,
  finished,
  jump,
  jumpTargets,
  reject,
  rejectTargets,
  RuntimeStepError,
  start,
  withdraw,
  type EngineContext,
  type RuntimeState,
  fireBoundary,
  returnFromCall,
  retrieve,
} from './engine';
import type { GraphFlow, GraphNode, MultiInstance, NodeKind, ProcessGraph } from './process-graph';

/** A graph from `kind:id` nodes and `from>to` flows (`from>to?${cond}` with a condition, `!` marks a gateway's default). */
function graph(nodes: string[], flows: string[], extra: Record<string, Partial<GraphNode>> = {}): ProcessGraph {
  const nodeMap = new Map<string, GraphNode>();
  for (const spec of nodes) {
    const [kind, id] = spec.split(':') as [NodeKind, string];
    nodeMap.set(id, {
      id,
      kind,
      name: id,
      incoming: [],
      outgoing: [],
      ...(kind === 'userTask' ? { assignees: [{ type: 'user', value: id }] } : {}),
      ...extra[id],
    });
  }
  const flowMap = new Map<string, GraphFlow>();
  flows.forEach((spec, index) => {
    const isDefault = spec.startsWith('!');
    const [path, condition] = spec.replace(/^!/, '').split('?');
    const [source, target] = path.split('>');
    const id = `f${index}`;
    flowMap.set(id, { id, source, target, ...(condition ? { condition } : {}) });
    nodeMap.get(source)!.outgoing.push(id);
    nodeMap.get(target)!.incoming.push(id);
    if (isDefault) nodeMap.get(source)!.defaultFlow = id;
  });
  const startId = [...nodeMap.values()].find((n) => n.kind === 'start')!.id;
  return { key: 'p', name: 'p', engine: 'flowable', nodes: nodeMap, flows: flowMap, startId };
}

/** Assignees: a multi-instance task's names from `approvers`, else the user named like the task. */
function context(g: ProcessGraph): EngineContext {
  let next = 0;
  return {
    graph: g,
    newId: () => `id${++next}`,
    resolveAssignees: (at, variables) =>
      at.multiInstance
        ? ((variables.approvers as string[]) ?? [])
        : at.assignees!.flatMap((rule) => (rule.type === 'expression' ? expressionAssignees(rule.value, variables, at.id) : rule.value.split(','))),
  };
}

const pending = (state: RuntimeState) =>
  state.tasks
    .filter((task) => task.state === 'pending')
    .map((task) => task.assignee ?? task.candidates.join('|'))
    .sort();
const taskOf = (state: RuntimeState, assignee: string) => state.tasks.find((task) => task.state === 'pending' && task.assignee === assignee)!.id;

describe('moving an approval through its graph', () => {
  const leave = graph(
    ['start:s', 'userTask:leader', 'exclusive:days', 'userTask:head', 'userTask:hr', 'end:e'],
    ['s>leader', 'leader>days', 'days>head?${days > 3}', '!days>hr', 'head>hr', 'hr>e'],
  );

  it('takes the flow whose condition holds, else the default, and ends when no token is left', () => {
    const ctx = context(leave);
    const long = start(ctx, { days: 5 });
    expect(pending(long)).toEqual(['leader']);
    approve(ctx, long, taskOf(long, 'leader'));
    expect(pending(long)).toEqual(['head']);
    approve(ctx, long, taskOf(long, 'head'));
    approve(ctx, long, taskOf(long, 'hr'));
    expect(finished(long)).toBe(true);

    const short = start(ctx, { days: 2 });
    approve(ctx, short, taskOf(short, 'leader'));
    expect(pending(short)).toEqual(['hr']);
  });

  it('lets the approver change a variable the next condition reads', () => {
    const ctx = context(leave);
    const state = start(ctx, { days: 2 });
    approve(ctx, state, taskOf(state, 'leader'), { days: 6 });
    expect(pending(state)).toEqual(['head']);
  });

  it('stops with the node named when a condition cannot be worked out, or no flow qualifies', () => {
    const ctx = context(leave);
    const state = start(ctx, {});
    const failure = (() => {
      try {
        approve(ctx, state, taskOf(state, 'leader'));
      } catch (error) {
        return error as RuntimeStepError;
      }
    })();
    expect(failure).toBeInstanceOf(RuntimeStepError);
    expect(failure).toMatchObject({ nodeId: 'days', message: '条件 ${days > 3} 无法计算：变量「days」不存在' });
    const strict = graph(['start:s', 'exclusive:g', 'userTask:a', 'end:e'], ['s>g', 'g>a?${x == 1}', 'a>e']);
    expect(() => start(context(strict), { x: 2 })).toThrow('网关「g」没有满足条件的出口');
  });

  it('forks at a parallel gateway and joins when every branch has arrived', () => {
    const g = graph(
      ['start:s', 'parallel:fork', 'userTask:finance', 'userTask:safety', 'parallel:join', 'userTask:boss', 'end:e'],
      ['s>fork', 'fork>finance', 'fork>safety', 'finance>join', 'safety>join', 'join>boss', 'boss>e'],
    );
    const ctx = context(g);
    const state = start(ctx, {});
    expect(pending(state)).toEqual(['finance', 'safety']);
    approve(ctx, state, taskOf(state, 'finance'));
    expect(pending(state)).toEqual(['safety']);
    approve(ctx, state, taskOf(state, 'safety'));
    expect(pending(state)).toEqual(['boss']);
    expect(state.tokens).toHaveLength(1);
  });

  it('takes every qualifying branch at an inclusive gateway and joins only those', () => {
    const g = graph(
      ['start:s', 'inclusive:fork', 'userTask:finance', 'userTask:safety', 'userTask:legal', 'inclusive:join', 'userTask:boss', 'end:e'],
      [
        's>fork',
        'fork>finance?${amount > 1000}',
        'fork>safety?${bus}',
        'fork>legal?${contract}',
        'finance>join',
        'safety>join',
        'legal>join',
        'join>boss',
        'boss>e',
      ],
    );
    const ctx = context(g);
    const state = start(ctx, { amount: 5000, bus: true, contract: false });
    expect(pending(state)).toEqual(['finance', 'safety']);
    approve(ctx, state, taskOf(state, 'safety'));
    expect(pending(state)).toEqual(['finance']);
    approve(ctx, state, taskOf(state, 'finance'));
    expect(pending(state)).toEqual(['boss']);
  });

  it('gives a task whose rule names several users to them as candidates, and an expression its value', () => {
    const g = graph(['start:s', 'userTask:desk', 'userTask:back', 'end:e'], ['s>desk', 'desk>back', 'back>e'], {
      desk: { assignees: [{ type: 'user', value: 'lina,wangfang' }] },
      back: { assignees: [{ type: 'expression', value: '${initiator}' }] },
    });
    const ctx = context(g);
    const state = start(ctx, { initiator: 'zhangwei' });
    expect(state.tasks[0]).toMatchObject({ assignee: null, candidates: ['lina', 'wangfang'] });
    approve(ctx, state, state.tasks[0].id);
    expect(pending(state)).toEqual(['zhangwei']);
  });

  it('refuses a task nobody can take', () => {
    const g = graph(['start:s', 'userTask:desk', 'end:e'], ['s>desk', 'desk>e'], { desk: { assignees: [] } });
    expect(() => start(context(g), {})).toThrow('节点「desk」没有审批人');
  });
});

describe('countersign (multi-instance) tasks', () => {
  const countersign = (multiInstance: MultiInstance) =>
    graph(['start:s', 'userTask:panel', 'userTask:after', 'end:e'], ['s>panel', 'panel>after', 'after>e'], { panel: { multiInstance } });
  const three = { approvers: ['a', 'b', 'c'] };

  it('all: passes once every assignee has approved', () => {
    const ctx = context(countersign({ sequential: false }));
    const state = start(ctx, three);
    expect(pending(state)).toEqual(['a', 'b', 'c']);
    approve(ctx, state, taskOf(state, 'a'));
    approve(ctx, state, taskOf(state, 'b'));
    expect(pending(state)).toEqual(['c']);
    approve(ctx, state, taskOf(state, 'c'));
    expect(pending(state)).toEqual(['after']);
  });

  it('any one: passes on the first approval and closes the others', () => {
    const ctx = context(countersign({ sequential: false, completionCondition: '${nrOfCompletedInstances >= 1}' }));
    const state = start(ctx, three);
    approve(ctx, state, taskOf(state, 'b'));
    expect(pending(state)).toEqual(['after']);
    expect(state.tasks.filter((task) => task.state === 'cancelled').map((task) => task.assignee)).toEqual(['a', 'c']);
  });

  it('a pass ratio: 60% of three passes on the second approval', () => {
    const ctx = context(countersign({ sequential: false, completionCondition: '${nrOfCompletedInstances/nrOfInstances >= 0.6}' }));
    const state = start(ctx, three);
    approve(ctx, state, taskOf(state, 'a'));
    expect(pending(state)).toEqual(['b', 'c']);
    approve(ctx, state, taskOf(state, 'c'));
    expect(pending(state)).toEqual(['after']);
  });

  it('sequential: asks one assignee after the other', () => {
    const ctx = context(countersign({ sequential: true }));
    const state = start(ctx, three);
    expect(pending(state)).toEqual(['a']);
    approve(ctx, state, taskOf(state, 'a'));
    expect(pending(state)).toEqual(['b']);
    approve(ctx, state, taskOf(state, 'b'));
    approve(ctx, state, taskOf(state, 'c'));
    expect(pending(state)).toEqual(['after']);
  });

  it('refuses approving a task twice: the second is told it was already handled', () => {
    const ctx = context(countersign({ sequential: false }));
    const state = start(ctx, three);
    const first = taskOf(state, 'a');
    approve(ctx, state, first);
    expect(() => approve(ctx, state, first)).toThrow('任务已被处理');
  });
});

describe('sending an application back', () => {
  const chain = graph(
    ['start:s', 'userTask:leader', 'parallel:fork', 'userTask:finance', 'userTask:safety', 'parallel:join', 'userTask:hr', 'end:e'],
    ['s>leader', 'leader>fork', 'fork>finance', 'fork>safety', 'finance>join', 'safety>join', 'join>hr', 'hr>e'],
  );
  const begin = () => {
    const ctx = context(chain);
    const state = start(ctx, { initiator: 'lina' });
    approve(ctx, state, taskOf(state, 'leader'));
    approve(ctx, state, taskOf(state, 'finance'));
    approve(ctx, state, taskOf(state, 'safety'));
    return { ctx, state };
  };

  it('offers the initiator and every node passed, newest first, never the task itself', () => {
    const { ctx, state } = begin();
    expect(rejectTargets(ctx, state, taskOf(state, 'hr'))).toEqual(['s', 'safety', 'finance', 'leader']);
  });

  it('to the initiator: everything open closes, the initiator changes and resubmits, and it runs again from the start', () => {
    const { ctx, state } = begin();
    reject(ctx, state, taskOf(state, 'hr'), 's');
    expect(pending(state)).toEqual(['lina']);
    expect(state.tasks.find((task) => task.nodeId === 'hr')).toMatchObject({ state: 'done', outcome: 'reject' });
    approve(ctx, state, taskOf(state, 'lina'), { reason: '改为调休' });
    expect(pending(state)).toEqual(['leader']);
    expect(state.variables.reason).toBe('改为调休');
  });

  it('to a node passed: it opens again for its assignees, and the other branch still open is cancelled', () => {
    const ctx = context(chain);
    const state = start(ctx, { initiator: 'lina' });
    approve(ctx, state, taskOf(state, 'leader'));
    approve(ctx, state, taskOf(state, 'finance'));
    // safety rejects back to the leader while finance's branch waits at the join
    reject(ctx, state, taskOf(state, 'safety'), 'leader');
    expect(pending(state)).toEqual(['leader']);
    expect(state.tokens.map((token) => token.nodeId)).toEqual(['leader']);
    approve(ctx, state, taskOf(state, 'leader'));
    expect(pending(state)).toEqual(['finance', 'safety']);
  });

  it('refuses a node not passed yet, and a task already handled', () => {
    const ctx = context(chain);
    const state = start(ctx, { initiator: 'lina' });
    approve(ctx, state, taskOf(state, 'leader'));
    expect(() => reject(ctx, state, taskOf(state, 'finance'), 'hr')).toThrow('不能驳回到该节点');
    const finance = taskOf(state, 'finance');
    reject(ctx, state, finance, 's');
    expect(() => reject(ctx, state, finance, 's')).toThrow('任务已被处理');
  });

  it('withdrawn by the initiator: back to them to change, once', () => {
    const ctx = context(chain);
    const state = start(ctx, { initiator: 'lina' });
    withdraw(ctx, state);
    expect(pending(state)).toEqual(['lina']);
    expect(() => withdraw(ctx, state)).toThrow('申请已在发起人手中');
    approve(ctx, state, taskOf(state, 'lina'));
    expect(pending(state)).toEqual(['leader']);
    expect(finished(state)).toBe(false);
  });
});

describe('an administrator moving an instance (跳转) and checking a repair', () => {
  const chain = graph(
    ['start:s', 'userTask:leader', 'parallel:fork', 'userTask:finance', 'userTask:safety', 'parallel:join', 'exclusive:days', 'userTask:hr', 'end:e'],
    ['s>leader', 'leader>fork', 'fork>finance', 'fork>safety', 'finance>join', 'safety>join', 'join>days', 'days>hr?${days > 3}', '!days>e', 'hr>e'],
  );

  it('from a parallel branch: every branch and the waiting join are cleared, the target opens as on arrival', () => {
    const ctx = context(chain);
    const state = start(ctx, { days: 5 });
    approve(ctx, state, taskOf(state, 'leader'));
    // one branch done: its token waits at the join, the other branch still open
    approve(ctx, state, taskOf(state, 'finance'));
    expect(pending(state)).toEqual(['safety']);
    expect(state.tokens.map((token) => token.nodeId).sort()).toEqual(['join', 'safety']);
    jump(ctx, state, 'hr');
    expect(pending(state)).toEqual(['hr']);
    expect(state.tasks.find((task) => task.nodeId === 'safety')!.state).toBe('cancelled');
    expect(state.tokens.map((token) => token.nodeId)).toEqual(['hr']);
    approve(ctx, state, taskOf(state, 'hr'));
    expect(finished(state)).toBe(true);
  });

  it('to the end event: no task stays open and the instance has finished', () => {
    const ctx = context(chain);
    const state = start(ctx, { days: 1 });
    approve(ctx, state, taskOf(state, 'leader'));
    jump(ctx, state, 'e');
    expect(pending(state)).toEqual([]);
    expect(finished(state)).toBe(true);
  });

  it('only to a user task or an end event of the graph', () => {
    const ctx = context(chain);
    const state = start(ctx, { days: 1 });
    expect(jumpTargets(chain).map((at) => at.id)).toEqual(['leader', 'finance', 'safety', 'hr', 'e']);
    expect(() => jump(ctx, state, 'fork')).toThrow('不能跳转到「fork」：只能跳转到用户任务或结束节点');
    expect(() => jump(ctx, state, 'nowhere')).toThrow('流程中没有节点 nowhere');
    // nothing changed by a refused jump
    expect(pending(state)).toEqual(['leader']);
  });

  it('a repair check works the failed node out with the new values', () => {
    const ctx = context(chain);
    expect(() => checkNode(ctx, {}, 'days')).toThrow(RuntimeStepError);
    expect(() => checkNode(ctx, { days: 2 }, 'days')).not.toThrow();
    const byExpression = graph(['start:s', 'userTask:boss', 'end:e'], ['s>boss', 'boss>e'], {
      boss: { assignees: [{ type: 'expression', value: '${boss}' }] },
    });
    expect(() => checkNode(context(byExpression), { boss: '' }, 'boss')).toThrow('没有给出审批人');
    expect(() => checkNode(context(byExpression), { boss: 'wangwu' }, 'boss')).not.toThrow();
  });
});

describe('timer boundary events and call activities', () => {
  const timed = (cancelActivity: boolean) =>
    graph(
      ['start:s', 'userTask:leader', 'userTask:hr', 'timerBoundary:late', 'userTask:boss', 'end:e'],
      ['s>leader', 'leader>hr', 'hr>e', 'late>boss', 'boss>e'],
      { late: { attachedTo: 'leader', timer: { duration: 'PT24H', cancelActivity } } },
    );

  it('an interrupting timer cancels the task and the token follows the boundary event instead', () => {
    const ctx = context(timed(true));
    const state = start(ctx, {});
    const token = state.tokens[0].id;
    fireBoundary(ctx, state, 'late', token);
    expect(pending(state)).toEqual(['boss']);
    expect(state.tasks.find((task) => task.nodeId === 'leader')!.state).toBe('cancelled');
    expect(state.tokens).toEqual([{ id: token, nodeId: 'boss', state: 'active' }]);
    approve(ctx, state, taskOf(state, 'boss'));
    expect(finished(state)).toBe(true);
    // the same token cannot be timed out twice
    expect(() => fireBoundary(ctx, state, 'late', token)).toThrow(RuntimeStepError);
  });

  it('a non-interrupting timer leaves the task open and sends a new token along its flow', () => {
    const ctx = context(timed(false));
    const state = start(ctx, {});
    fireBoundary(ctx, state, 'late', state.tokens[0].id);
    expect(pending(state)).toEqual(['boss', 'leader']);
    approve(ctx, state, taskOf(state, 'leader'));
    approve(ctx, state, taskOf(state, 'boss'));
    expect(finished(state)).toBe(false);
    approve(ctx, state, taskOf(state, 'hr'));
    expect(finished(state)).toBe(true);
  });

  it('a token reaching a call activity waits there, named for the service to start the child; it moves on when the child returns', () => {
    const g = graph(['start:s', 'userTask:leader', 'callActivity:sub', 'userTask:hr', 'end:e'], ['s>leader', 'leader>sub', 'sub>hr', 'hr>e'], {
      sub: { calledElement: 'child' },
    });
    const ctx = context(g);
    const state = start(ctx, {});
    expect(state.calls).toBeUndefined();
    approve(ctx, state, taskOf(state, 'leader'));
    expect(pending(state)).toEqual([]);
    expect(state.tokens).toEqual([{ id: state.tokens[0].id, nodeId: 'sub', state: 'active' }]);
    expect(state.calls).toEqual([{ tokenId: state.tokens[0].id, nodeId: 'sub', calledElement: 'child' }]);
    returnFromCall(ctx, state, state.tokens[0].id);
    expect(pending(state)).toEqual(['hr']);
    // a token not at a call activity does not return from one
    expect(() => returnFromCall(ctx, state, state.tokens[0].id)).toThrow('调用活动已不在等待子流程');
  });
});

describe('拿回 (retrieve)', () => {
  /** the ids of the tasks opened since `known` (what the service knows by the approval's time) */
  const opened = (state: RuntimeState, known: Set<string>) => state.tasks.filter((task) => !known.has(task.id)).map((task) => task.id);

  it('takes back an approval whose next step has not acted: that task is cancelled, the approver has the node again', () => {
    const g = graph(['start:s', 'userTask:leader', 'userTask:hr', 'end:e'], ['s>leader', 'leader>hr', 'hr>e']);
    const ctx = context(g);
    const state = start(ctx, {});
    const leaderTask = taskOf(state, 'leader');
    const known = new Set(state.tasks.map((task) => task.id));
    approve(ctx, state, leaderTask);
    expect(pending(state)).toEqual(['hr']);
    retrieve(ctx, state, leaderTask, opened(state, known));
    expect(pending(state)).toEqual(['leader']);
    expect(state.tasks.find((task) => task.assignee === 'hr')!.state).toBe('cancelled');
    expect(state.tokens).toEqual([expect.objectContaining({ nodeId: 'leader', state: 'active' })]);
    // and the process runs on from there as before
    approve(ctx, state, taskOf(state, 'leader'));
    approve(ctx, state, taskOf(state, 'hr'));
    expect(finished(state)).toBe(true);
  });

  it('after a parallel split: takes back both branches while neither acted, refuses once one branch did', () => {
    const g = graph(
      ['start:s', 'userTask:leader', 'parallel:split', 'userTask:a', 'userTask:b', 'parallel:join', 'end:e'],
      ['s>leader', 'leader>split', 'split>a', 'split>b', 'a>join', 'b>join', 'join>e'],
    );
    const ctx = context(g);
    const state = start(ctx, {});
    const leaderTask = taskOf(state, 'leader');
    const known = new Set(state.tasks.map((task) => task.id));
    approve(ctx, state, leaderTask);
    const created = opened(state, known);
    expect(pending(state)).toEqual(['a', 'b']);
    const copy = structuredClone(state);
    retrieve(ctx, copy, leaderTask, created);
    expect(pending(copy)).toEqual(['leader']);
    expect(copy.tokens.map((token) => token.nodeId)).toEqual(['leader']);

    approve(ctx, state, taskOf(state, 'a'));
    expect(() => retrieve(ctx, state, leaderTask, created)).toThrow(new RuntimeStepError('下一步的分支「a」已处理，不能拿回', 'leader'));
    expect(pending(state)).toEqual(['b']);
  });

  it('refuses a task not approved, and an approval that completed a join', () => {
    const g = graph(
      ['start:s', 'parallel:split', 'userTask:a', 'userTask:b', 'parallel:join', 'userTask:hr', 'end:e'],
      ['s>split', 'split>a', 'split>b', 'a>join', 'b>join', 'join>hr', 'hr>e'],
    );
    const ctx = context(g);
    const state = start(ctx, {});
    const aTask = taskOf(state, 'a');
    expect(() => retrieve(ctx, state, aTask, [])).toThrow('只能拿回已同意的任务');
    approve(ctx, state, aTask);
    // a waits at the join: taking it back is fine
    const waiting = structuredClone(state);
    retrieve(ctx, waiting, aTask, []);
    expect(pending(waiting)).toEqual(['a', 'b']);
    expect(waiting.tokens.filter((token) => token.state === 'waiting')).toEqual([]);
    const bTask = taskOf(state, 'b');
    const known = new Set(state.tasks.map((task) => task.id));
    approve(ctx, state, bTask);
    expect(() => retrieve(ctx, state, bTask, opened(state, known))).toThrow('流程已在汇聚网关合并后继续，不能拿回');
  });
});
