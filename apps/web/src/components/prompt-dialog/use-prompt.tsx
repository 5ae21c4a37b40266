import { useCallback, useState, type ReactElement } from 'react';
import { PromptDialog, type PromptOptions } from './prompt-dialog';

/**
 * `[prompt, holder]`: call `prompt(options)` to open the dialog; render `holder` once in the
 * component (it sits in the caller's tree, so theme and locale apply). A new prompt replaces an
 * open one.
 */
export function usePrompt(): [(options: PromptOptions) => void, ReactElement] {
  const [current, setCurrent] = useState<{ options: PromptOptions; id: number } | null>(null);
  const [open, setOpen] = useState(false);
  const prompt = useCallback((options: PromptOptions) => {
    setCurrent((previous) => ({ options, id: (previous?.id ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const holder = <PromptDialog key={current?.id ?? 0} options={current?.options ?? null} open={open} onClose={() => setOpen(false)} />;
  return [prompt, holder];
}
