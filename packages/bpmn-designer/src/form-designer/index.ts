/**
 * The start-form designer and renderer (spec 02 "Configuration drawer"): a full-screen editor
 * of a FormSchema JSON, the renderer that shows it in the preview and at process start, and
 * the pure helpers around the schema.
 */
export * from './schema/types';
export { FIELD_TYPE_INFO, FIELD_CATEGORIES, canContain } from './schema/field-types';
export { validateSchema, checkProp, PROP_PATTERN, type SchemaIssue } from './schema/validate-schema';
export { formFieldsOf } from './schema/form-fields-of';
export { parseSchemaJson, stringifySchema, type ParseResult } from './schema/schema-json';
export { defaultValuesOf } from './schema/default-values';
export { resolveAccess, type FieldAccess } from './schema/field-permissions';
export { sanitizeHtml } from './sanitize/sanitize-html';
export { FormRenderer, type FormRendererProps, type FormRendererHandle } from './renderer/form-renderer';
export { FormDesigner, type FormDesignerProps } from './designer/form-designer';
