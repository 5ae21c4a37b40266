/**
 * A record's states and the actions that move it, said once for both sides (issue 23): the server
 * refuses an action the state does not allow with the refusal below, the web shows only the
 * actions `allowed` gives for the row's state and the user's permissions.
 */
import type { PermissionCode } from '../permissions';

export interface StateAction<S extends string> {
  /** the button and the verb of the refusal: 指派, 发布 */
  label: string;
  /** the button's label from a state where it reads otherwise (指派 of an assigned finding is 改派) */
  labelIn?: Partial<Record<S, string>>;
  /** the states it may start from */
  from: readonly S[];
  /** the state it leads to */
  to: S;
  /** the code a user needs to take it (absent: the resource's edit code decides, on the route) */
  permission?: PermissionCode;
  /** asked before the action is taken (an action that cannot be undone) */
  confirm?: string;
  /** shown as a dangerous link (it takes something away: 撤销) */
  danger?: boolean;
}

export interface StateMachineSpec<S extends string, A extends string> {
  /** what the record is called in a refusal: 巡检记录 */
  noun: string;
  /** every state with what a user reads for it (in order: the list's filter offers them so) */
  states: Record<S, string>;
  actions: Record<A, StateAction<S>>;
  /** the states a record may still be edited in (absent: every state) */
  editable?: readonly S[];
}

export interface StateMachine<S extends string = string, A extends string = string> extends StateMachineSpec<S, A> {
  /** the state's text, or the value itself when it is not one of the states (old data) */
  stateText(state: string): string;
  /** the actions a record in `state` may take that the user may take (`can` absent: every one) */
  allowed(state: string, can?: (code: PermissionCode) => boolean): A[];
  /** why `action` cannot be taken from `state`, or null when it can */
  refusal(action: A, state: string): string | null;
  /** the action's button for a record in `state` (its labelIn there, or its label) */
  labelOf(action: A, state: string): string;
  /** may a record in `state` be edited? */
  canEdit(state: string): boolean;
  /** why a record in `state` cannot be edited, or null when it can */
  editRefusal(state: string): string | null;
}

const own = (record: object, key: string) => Object.hasOwn(record, key);

export function defineStateMachine<const S extends string, const A extends string>(spec: StateMachineSpec<S, A>): StateMachine<S, A> {
  const stateText = (state: string) => (own(spec.states, state) ? spec.states[state as S] : state);
  const actionNames = Object.keys(spec.actions) as A[];
  return {
    ...spec,
    stateText,
    allowed(state, can) {
      return actionNames.filter((name) => {
        const action = spec.actions[name];
        return (action.from as readonly string[]).includes(state) && (!can || !action.permission || can(action.permission));
      });
    },
    labelOf(action, state) {
      const rule = spec.actions[action];
      return (rule.labelIn && own(rule.labelIn, state) ? rule.labelIn[state as S] : undefined) ?? rule.label;
    },
    refusal(action, state) {
      if (!own(spec.actions, action)) return `未知的操作：${String(action)}`;
      const rule = spec.actions[action];
      if ((rule.from as readonly string[]).includes(state)) return null;
      const allowedFrom = rule.from.map((from) => spec.states[from]).join('或');
      return `${spec.noun}当前为「${stateText(state)}」，只有「${allowedFrom}」的${spec.noun}可以${rule.label}`;
    },
    canEdit(state) {
      return !spec.editable || (spec.editable as readonly string[]).includes(state);
    },
    editRefusal(state) {
      if (!spec.editable || (spec.editable as readonly string[]).includes(state)) return null;
      const editableIn = spec.editable.map((one) => spec.states[one]).join('或');
      return `${spec.noun}当前为「${stateText(state)}」，只有「${editableIn}」的${spec.noun}可以编辑`;
    },
  };
}
