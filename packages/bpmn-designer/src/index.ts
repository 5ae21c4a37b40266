/** @bus/bpmn-designer: the approval-workflow designer (spec 02). */
export * from './options';
export { BpmnDesigner } from './react/bpmn-designer';
export type {
  BpmnDesignerHandle,
  BpmnDesignerProps,
  CustomAssignee,
  DesignerSaveResult,
  DesignerServices,
  PickDepart,
  PickPosition,
  PickUser,
} from './react/designer-props';
export {
  CUSTOM_KINDS,
  ENGINE_DESCRIPTORS,
  ENGINE_NAMESPACES,
  engineModule,
  engineOf,
  engineOfXml,
  ext,
  moddleExtensions,
  switchEngine,
  type CustomKind,
} from './engines';
export { createNewDiagramXml, randomProcessId, type NewDiagramOptions } from './modeler';
export * from './history';
export { FormDesigner, FormRenderer, formFieldsOf, type FormSchema } from './form-designer';
