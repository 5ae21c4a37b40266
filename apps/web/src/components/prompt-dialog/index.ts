export { PromptDialog, type PromptOptions } from './prompt-dialog';
export { usePrompt } from './use-prompt';
