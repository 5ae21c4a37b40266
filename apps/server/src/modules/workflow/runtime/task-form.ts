/**
 * The form of a pending task as its assignee may see it: the start form's schema and the
 * application's values, less every field the node hides (removed here, never sent), with the
 * node's field permissions for the renderer. The initiator's task (an application sent back or
 * withdrawn) opens every field for editing.
 */
import { eq } from 'drizzle-orm';
import type { WfTaskForm } from '@bus/contracts';
import type { RequestContext } from '../../../lib/request-context';
import type { FieldPermission } from './engine/process-graph';
import { lockTask } from './store/lock';
import { graphOf } from './store/state';
import { wfDeployment } from './runtime.table';

interface Field {
  type: string;
  prop: string;
  children?: Field[];
  [key: string]: unknown;
}

/** The fields a viewer with these permissions may see; `props` collects the value keys left. */
function visibleFields(fields: Field[], permissions: FieldPermission[] | null, props: Set<string>): Field[] {
  return fields.flatMap((field) => {
    if (permissions && permissions.find((entry) => entry.prop === field.prop)?.readable === false) return [];
    if (field.type === 'group') return [{ ...field, children: visibleFields(field.children ?? [], permissions, props) }];
    props.add(field.prop);
    return [field];
  });
}

export async function taskForm(ctx: RequestContext, taskId: string): Promise<WfTaskForm> {
  return ctx.db.transaction(async (tx) => {
    const { task, instance } = await lockTask(tx, ctx, taskId);
    const [deployment] = await tx.select().from(wfDeployment).where(eq(wfDeployment.id, instance.deploymentId));
    const graph = await graphOf(deployment);
    const resubmit = task.nodeId === graph.startId;
    const schema = deployment.startForm as { fields?: Field[] } | null;
    if (!schema?.fields?.length) return { schema: null, values: {}, fieldPermissions: null, resubmit };
    // the initiator edits every field; an approver sees what the node lets them (none listed: all read only)
    const permissions = resubmit ? null : (graph.nodes.get(task.nodeId)?.fieldPermissions ?? []);
    const props = new Set<string>();
    const fields = visibleFields(schema.fields, permissions, props);
    const values = Object.fromEntries(Object.entries(instance.variables).filter(([name]) => props.has(name)));
    return {
      schema: { ...schema, fields } as Record<string, unknown>,
      values,
      fieldPermissions: permissions && permissions.filter((entry) => props.has(entry.prop)),
      resubmit,
    };
  });
}
