/**
 * The serial-number rule of a process (spec 02 section 3, extension kind Serial): defaults,
 * bounds, the preview, and reading / writing the one Serial extension element of the process.
 */
import type { Editor } from './commands';
import { extensionsOf, replaceExtensions } from './extension-elements';
import type { Change, DiagramElement, ModdleElement } from './model';

export const SERIAL_CYCLES = [
  { value: 'none', label: '不重置' },
  { value: 'day', label: '按日' },
  { value: 'week', label: '按周' },
  { value: 'month', label: '按月' },
  { value: 'year', label: '按年' },
] as const;
export type SerialCycle = (typeof SERIAL_CYCLES)[number]['value'];

export interface SerialRule {
  name: string;
  prefix: string;
  dateFormat: string;
  suffixLength: number;
  startSequence: number;
  connector?: string;
  cycle: SerialCycle;
}

export const SUFFIX_LENGTH_MIN = 2;
export const SUFFIX_LENGTH_MAX = 10;

export const defaultSerialRule = (): SerialRule => ({
  name: '',
  prefix: '',
  dateFormat: 'yyyyMMdd',
  suffixLength: 5,
  startSequence: 0,
  connector: '',
  cycle: 'none',
});

/** The largest start value the suffix can show: all nines of its length (5 -> 99999). */
export const maxStartSequence = (suffixLength: number): number => 10 ** suffixLength - 1;

export function clampSuffixLength(value: number | null | undefined): number {
  const length = Math.trunc(Number(value ?? 5));
  if (!Number.isFinite(length)) return 5;
  return Math.min(SUFFIX_LENGTH_MAX, Math.max(SUFFIX_LENGTH_MIN, length));
}

export function clampStartSequence(value: number | null | undefined, suffixLength: number): number {
  const start = Math.trunc(Number(value ?? 0));
  if (!Number.isFinite(start) || start < 0) return 0;
  return Math.min(start, maxStartSequence(suffixLength));
}

/** prefix + connector + date format + connector + start value zero-padded to the suffix length */
export function serialPreview(rule: Partial<SerialRule>): string {
  const connector = rule.connector ?? '';
  const length = clampSuffixLength(rule.suffixLength);
  const start = clampStartSequence(rule.startSequence, length);
  return `${rule.prefix ?? ''}${connector}${rule.dateFormat ?? ''}${connector}${String(start).padStart(length, '0')}`;
}

export function readSerialRule(editor: Editor, process: ModdleElement | undefined): SerialRule | undefined {
  const serial = extensionsOf(process, editor.ext('Serial'))[0];
  if (!serial) return undefined;
  const defaults = defaultSerialRule();
  const suffixLength = clampSuffixLength(serial.suffixLength ?? defaults.suffixLength);
  return {
    name: serial.name ?? '',
    prefix: serial.prefix ?? '',
    dateFormat: serial.dateFormat ?? defaults.dateFormat,
    suffixLength,
    startSequence: clampStartSequence(serial.startSequence ?? 0, suffixLength),
    connector: serial.connector ?? '',
    cycle: (serial.cycle as SerialCycle) ?? 'none',
  };
}

/** Writes the rule (bounds applied) or removes it when `rule` is undefined. */
export function serialRuleChanges(editor: Editor, root: DiagramElement, process: ModdleElement, rule: SerialRule | undefined): Change[] {
  if (!rule) return replaceExtensions(editor, root, process, editor.ext('Serial'), []);
  const suffixLength = clampSuffixLength(rule.suffixLength);
  const serial = editor.create(editor.ext('Serial'), {
    name: rule.name,
    prefix: rule.prefix,
    dateFormat: rule.dateFormat,
    suffixLength,
    startSequence: clampStartSequence(rule.startSequence, suffixLength),
    connector: rule.connector || undefined,
    cycle: rule.cycle,
  });
  return replaceExtensions(editor, root, process, editor.ext('Serial'), [serial]);
}
