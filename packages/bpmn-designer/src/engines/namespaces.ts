/**
 * The three engine dialects share one vocabulary under different namespaces (spec 02 section 3
 * "Flowable extension vocabulary"). Panels write `ext(engine, 'assignee')`-style names; the
 * descriptors (flowable.json, activiti.json ours; camunda from camunda-bpmn-moddle plus our
 * custom kinds) define them. Every descriptor is registered at once so XML of any engine reads.
 */
import type { Engine } from '../options';

export const ENGINE_NAMESPACES: Record<Engine, { prefix: string; uri: string }> = {
  flowable: { prefix: 'flowable', uri: 'http://flowable.org/bpmn' },
  camunda: { prefix: 'camunda', uri: 'http://camunda.org/schema/1.0/bpmn' },
  activiti: { prefix: 'activiti', uri: 'http://activiti.org/bpmn' },
};

/** The qualified name of an extension attribute or element type in an engine's namespace. */
export const ext = (engine: Engine, localName: string) => `${ENGINE_NAMESPACES[engine].prefix}:${localName}`;

/**
 * Extension element kinds of our own, defined in every engine's descriptor with these local
 * names and properties (all attributes are strings unless noted):
 * - Assignee: type ('user' | 'post' | 'duty' | 'custom'), value, text
 * - Serial: name, prefix, dateFormat, suffixLength (Integer), startSequence (Integer), connector, cycle
 * - Button: label, prop, display (Boolean)
 * - FormField: label, prop, readable (Boolean), writable (Boolean), children (FormField, many)
 * - CopyUser: value (comma-joined user ids), text (comma-joined names)
 * - Timeout: remindHours (Real), timeoutHours (Real), action ('approve' | 'reject' | 'escalate'),
 *   escalateTo (a user id), escalateText (the user's name)
 */
export const CUSTOM_KINDS = ['Assignee', 'Serial', 'Button', 'FormField', 'CopyUser', 'Timeout'] as const;
export type CustomKind = (typeof CUSTOM_KINDS)[number];
