export { CronEditor, type CronEditorProps } from './cron-editor';
export { CronEditorModal, CRON_MODAL_WIDTH } from './cron-editor-modal';
export { CronInput, type CronInputProps } from './cron-input';
export { CronPreview, PREVIEW_TITLE } from './cron-preview';
export { parseExpression, formatExpression, toQuartz, applyCascade, type CronParts, type CronShape } from './cron-expression';
