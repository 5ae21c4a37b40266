/**
 * Edits a field's choices: text and value per row, add and remove; cascader and tree choices
 * also take sub-choices. Rows are addressed by their path ("2-1" is the first child of the
 * second choice), which is also what their inputs are labelled with.
 */
import { Button, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons';
import type { FieldChoice } from '../schema/types';

interface ChoicesEditorProps {
  value: FieldChoice[];
  nested: boolean;
  onChange(value: FieldChoice[]): void;
}

/** A value not used yet among `choices` (numbers counting up, like the starter choices). */
function freeValue(choices: FieldChoice[], prefix: string): string {
  const used = new Set(choices.map((choice) => choice.value));
  let n = choices.length + 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

function ChoiceRows({ choices, nested, path, onChange }: { choices: FieldChoice[]; nested: boolean; path: number[]; onChange(next: FieldChoice[]): void }) {
  const change = (index: number, next: FieldChoice) => onChange(choices.map((choice, at) => (at === index ? next : choice)));
  return (
    <>
      {choices.map((choice, index) => {
        const name = [...path, index + 1].join('-');
        const children = choice.children ?? [];
        return (
          <div key={name} className="fd-choice" style={{ paddingLeft: path.length * 16 }}>
            <Space.Compact block>
              <Input
                aria-label={`选项文字 ${name}`}
                placeholder="文字"
                value={choice.label}
                onChange={(event) => change(index, { ...choice, label: event.target.value })}
              />
              <Input
                aria-label={`选项值 ${name}`}
                placeholder="值"
                value={choice.value}
                onChange={(event) => change(index, { ...choice, value: event.target.value })}
              />
              {nested && (
                <Button
                  aria-label={`添加下级 ${name}`}
                  title="添加下级"
                  icon={<SubnodeOutlined />}
                  onClick={() =>
                    change(index, {
                      ...choice,
                      children: [...children, { label: `${choice.label}-${children.length + 1}`, value: freeValue(children, `${choice.value}-`) }],
                    })
                  }
                />
              )}
              <Button
                aria-label={`删除选项 ${name}`}
                title="删除"
                icon={<DeleteOutlined />}
                onClick={() => onChange(choices.filter((_, at) => at !== index))}
              />
            </Space.Compact>
            {nested && children.length > 0 && (
              <ChoiceRows
                choices={children}
                nested
                path={[...path, index + 1]}
                onChange={(next) => {
                  const updated: FieldChoice = { ...choice, children: next };
                  if (!next.length) delete updated.children;
                  change(index, updated);
                }}
              />
            )}
          </div>
        );
      })}
    </>
  );
}

export function ChoicesEditor({ value, nested, onChange }: ChoicesEditorProps) {
  return (
    <div className="fd-choices">
      <ChoiceRows choices={value} nested={nested} path={[]} onChange={onChange} />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange([...value, { label: `选项${value.length + 1}`, value: freeValue(value, '') }])}
      >
        添加选项
      </Button>
    </div>
  );
}
