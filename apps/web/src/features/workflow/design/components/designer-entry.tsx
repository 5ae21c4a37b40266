/**
 * The designer and its styles in one lazily loaded chunk: bpmn-js and the package load only on
 * the routes that draw diagrams (DESIGN.md performance budgets).
 */
import '@bus/bpmn-designer/styles.css';

export { BpmnDesigner as default } from '@bus/bpmn-designer';
