/**
 * What the server needs to know of a saved diagram, read without an XML library and without
 * executing anything in it: the root must be a BPMN 2.0 `definitions`, the first process gives
 * the model's key and name, and the declared namespaces tell the engine. DOCTYPE and entity
 * declarations are refused outright (no entity expansion, no external references), and so is a
 * character reference to what XML cannot hold (NUL, a lone surrogate, past U+10FFFF).
 */
import { PROCESS_KEY_MESSAGE, PROCESS_KEY_PATTERN, type WorkflowEngine } from '@bus/contracts';
import { fieldError } from '../../../lib/app-error';

export const BPMN_MODEL_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

const ENGINE_URIS = new Map<string, WorkflowEngine>([
  ['http://flowable.org/bpmn', 'flowable'],
  ['http://camunda.org/schema/1.0/bpmn', 'camunda'],
  ['http://activiti.org/bpmn', 'activiti'],
]);

export interface BpmnXmlInfo {
  processId: string;
  processName: string | null;
  /** the one engine whose namespace the root declares; null when none or several */
  engine: WorkflowEngine | null;
}

interface StartTag {
  name: string;
  attributes: Map<string, string>;
  end: number;
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/y;

const ENTITIES = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** XML 1.0 `Char`: a reference to anything else (NUL, a lone surrogate, past U+10FFFF) is malformed. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** Every character reference of the document, not only those read here: the designer and the runtime parse it all. */
function assertCharacterReferences(xml: string, field: string) {
  for (const [reference, hex, decimal] of xml.matchAll(/&#(?:x([0-9a-fA-F]+)|(\d+));/g)) {
    const code = hex !== undefined ? parseInt(hex, 16) : parseInt(decimal, 10);
    if (!isXmlChar(code)) throw fieldError(field, `XML 含有无效的字符引用：${reference.slice(0, 20)}`);
  }
}

function decode(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES.get(entity)!;
  });
}

/** Reads the start tag opening at `start` (the '<'); null when it is not a well-formed one. */
function readStartTag(xml: string, start: number): StartTag | null {
  NAME.lastIndex = start + 1;
  const name = NAME.exec(xml);
  if (!name) return null;
  const attributes = new Map<string, string>();
  let pos = NAME.lastIndex;
  for (;;) {
    ATTRIBUTE.lastIndex = pos;
    const attribute = ATTRIBUTE.exec(xml);
    if (!attribute) break;
    attributes.set(attribute[1], decode(attribute[3] ?? attribute[4] ?? ''));
    pos = ATTRIBUTE.lastIndex;
  }
  const close = /\s*\/?>/y;
  close.lastIndex = pos;
  if (!close.exec(xml)) return null;
  return { name: name[0], attributes, end: close.lastIndex };
}

/** Skips what may come before or between elements: declarations, comments, CDATA, end tags. */
function skipMarkup(xml: string, pos: number): number | null {
  const pairs: Array<[string, string]> = [
    ['<?', '?>'],
    ['<!--', '-->'],
    ['<![CDATA[', ']]>'],
    ['</', '>'],
  ];
  for (const [open, close] of pairs) {
    if (xml.startsWith(open, pos)) {
      const end = xml.indexOf(close, pos + open.length);
      return end < 0 ? xml.length : end + close.length;
    }
  }
  return null;
}

const notBpmn = (field: string) => fieldError(field, '不是有效的 BPMN 2.0 XML：根元素应为 BPMN 命名空间的 definitions');

export function readBpmnXml(xml: string, field = 'xml'): BpmnXmlInfo {
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw fieldError(field, 'XML 不能包含 DOCTYPE 或实体声明');
  assertCharacterReferences(xml, field);

  let pos = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  let root: StartTag | null = null;
  while (pos < xml.length) {
    while (pos < xml.length && /\s/.test(xml[pos])) pos++;
    const skipped = xml.startsWith('</', pos) ? null : skipMarkup(xml, pos);
    if (skipped !== null) {
      pos = skipped;
      continue;
    }
    root = xml[pos] === '<' ? readStartTag(xml, pos) : null;
    break;
  }
  if (!root) throw notBpmn(field);
  const [prefix, local] = root.name.includes(':') ? root.name.split(':', 2) : ['', root.name];
  const declared = root.attributes.get(prefix ? `xmlns:${prefix}` : 'xmlns');
  if (local !== 'definitions' || declared !== BPMN_MODEL_NS) throw notBpmn(field);

  const engines = new Set<WorkflowEngine>();
  for (const [name, value] of root.attributes) {
    const engine = name.startsWith('xmlns') ? ENGINE_URIS.get(value) : undefined;
    if (engine) engines.add(engine);
  }

  const processTag = prefix ? `${prefix}:process` : 'process';
  pos = root.end;
  while (pos < xml.length) {
    const next = xml.indexOf('<', pos);
    if (next < 0) break;
    const skipped = skipMarkup(xml, next);
    if (skipped !== null) {
      pos = skipped;
      continue;
    }
    const tag = readStartTag(xml, next);
    if (tag?.name === processTag) {
      const processId = tag.attributes.get('id') ?? '';
      if (!PROCESS_KEY_PATTERN.test(processId)) throw fieldError(field, PROCESS_KEY_MESSAGE);
      return { processId, processName: tag.attributes.get('name')?.trim() || null, engine: engines.size === 1 ? [...engines][0] : null };
    }
    pos = tag ? tag.end : next + 1;
  }
  throw fieldError(field, '流程 XML 中没有流程（process）元素');
}
