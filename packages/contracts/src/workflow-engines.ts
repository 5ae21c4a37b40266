/**
 * The workflow designer's engines (spec 02): the stored names (a model's `engine`, the XML's
 * namespace) and how they are called on screen, their products' own spelling.
 */
export const WORKFLOW_ENGINES = ['flowable', 'camunda', 'activiti'] as const;
export type WorkflowEngine = (typeof WORKFLOW_ENGINES)[number];

export const WORKFLOW_ENGINE_NAMES: Record<WorkflowEngine, string> = { flowable: 'Flowable', camunda: 'Camunda', activiti: 'Activiti' };
