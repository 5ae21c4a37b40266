/** Default copy recipients (extension kind CopyUser): a dialog with the user picker, 清空 and 确定. */
import { Button, Modal, Space, Tag } from 'antd';
import { useId, useState } from 'react';
import { copyUserChanges, readCopyUsers, type CopyUsers } from '../core/form';
import type { DiagramElement } from '../core/model';
import { usePanel } from '../panel-context';
import { PanelField } from '../widgets/panel-field';
import { UserSelect } from '../widgets/user-select';

export function CopyUserChooser({ element }: { element: DiagramElement }) {
  const { editor, services } = usePanel();
  const stored = readCopyUsers(editor, element.businessObject);
  const [draft, setDraft] = useState<CopyUsers | undefined>();
  const pickerId = useId();

  return (
    <PanelField label="默认抄送人">
      <Space wrap>
        {stored.names.length ? (
          stored.names.map((name, index) => <Tag key={stored.ids[index] ?? index}>{name}</Tag>)
        ) : (
          <span style={{ color: '#999' }}>无</span>
        )}
        <Button size="small" onClick={() => setDraft(stored)}>
          选择
        </Button>
      </Space>
      <Modal
        title="默认抄送人"
        open={!!draft}
        onCancel={() => setDraft(undefined)}
        destroyOnHidden
        footer={[
          <Button key="clear" onClick={() => setDraft({ ids: [], names: [] })}>
            清空
          </Button>,
          <Button key="cancel" onClick={() => setDraft(undefined)}>
            取消
          </Button>,
          <Button
            key="ok"
            type="primary"
            onClick={() => {
              editor.apply(copyUserChanges(editor, element, draft ?? { ids: [], names: [] }));
              setDraft(undefined);
            }}
          >
            确定
          </Button>,
        ]}
      >
        {draft && <UserSelect id={pickerId} services={services} value={draft} onChange={setDraft} />}
      </Modal>
    </PanelField>
  );
}
