/**
 * The server's lint (XML text through bpmn-moddle, no modeler) says what the designer's badge
 * says: for every rule fixture, broken and fixed, the same issues as the modeler's own reading,
 * with the start form's fields taken from the form designer's JSON.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import { describe, expect, it } from 'vitest';
import { moddleExtensions } from '../engines/descriptors';
import { engineOfXml } from '../engines/engine-of';
import { lintDefinitions, type LintIssue } from './lint-definitions';
import { describeIssues, lintXml } from './lint-xml';

const fixtures = import.meta.glob<string>('./fixtures/*.bpmn', { query: '?raw', import: 'default', eager: true });

const START_FORM = {
  fields: [
    { label: '请假天数', prop: 'days', type: 'number' },
    { label: '明细', prop: 'items', type: 'dynamic', children: [{ label: '日期', prop: 'date', type: 'date' }] },
  ],
};
const FORM = [
  { label: '请假天数', prop: 'days', type: 'number' },
  { label: '明细', prop: 'items', type: 'dynamic', children: [{ label: '日期', prop: 'date', type: 'date' }] },
];

const summary = (issues: LintIssue[]) => issues.map((issue) => `${issue.rule} ${issue.id}: ${issue.message}`).sort();

async function modelerLint(xml: string) {
  const moddle = new Modeler({ moddleExtensions: moddleExtensions(engineOfXml(xml)) as never }).get<{
    fromXML(xml: string): Promise<{ rootElement: unknown }>;
  }>('moddle');
  return lintDefinitions((await moddle.fromXML(xml)).rootElement, { form: FORM });
}

describe('lintXml', () => {
  it.each(Object.keys(fixtures).sort())('finds in %s what the designer finds', async (path) => {
    const xml = fixtures[path];
    const server = await lintXml(xml, { startForm: START_FORM });
    const designer = await modelerLint(xml);
    expect(server.readError).toBeUndefined();
    expect(summary(server.errors)).toEqual(summary(designer.errors));
    expect(summary(server.warnings)).toEqual(summary(designer.warnings));
    if (path.endsWith('.bad.bpmn')) expect(server.errors.length + server.warnings.length).toBeGreaterThan(0);
  });

  it('says when the XML cannot be read, and names at most three issues', async () => {
    expect((await lintXml('<not-bpmn/>')).readError).toBeTruthy();
    const issue = (id: string) => ({ id, message: '用户任务未设置审批人', rule: 'bus/user-task-assignee', category: 'error' as const });
    expect(describeIssues([issue('A'), issue('B')])).toBe('用户任务未设置审批人（A）；用户任务未设置审批人（B）');
    expect(describeIssues(['A', 'B', 'C', 'D', 'E'].map(issue))).toBe(
      '用户任务未设置审批人（A）；用户任务未设置审批人（B）；用户任务未设置审批人（C）；另有 2 个错误',
    );
  });
});
