import { useMemo, useState } from 'react';
import { AutoComplete, Button, Input, Modal } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { searchableLeaves, type MenuNode } from '../router/route-table';

/** Menu search over visible leaves (hidden items are not in the tree); a modal on mobile. */
export function HeaderSearch({ tree, mobile }: { tree: MenuNode[]; mobile: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const leaves = useMemo(() => searchableLeaves(tree), [tree]);
  const options = useMemo(() => {
    const query = text.trim().toLowerCase();
    return leaves
      .filter((leaf) => !query || leaf.label.toLowerCase().includes(query))
      .slice(0, 30)
      .map((leaf) => ({ value: leaf.key, label: leaf.label }));
  }, [leaves, text]);

  const open = (key: string) => {
    const leaf = leaves.find((entry) => entry.key === key);
    setText('');
    setModalOpen(false);
    if (!leaf) return;
    if (leaf.externalUrl) window.open(leaf.externalUrl, '_blank', 'noopener');
    else navigate(leaf.path);
  };

  const box = (
    <AutoComplete
      options={options}
      value={text}
      onChange={setText}
      onSelect={open}
      style={{ width: mobile ? '100%' : 200 }}
      popupMatchSelectWidth={mobile ? true : 280}
    >
      <Input prefix={<SearchOutlined />} placeholder="搜索菜单" aria-label="搜索菜单" allowClear />
    </AutoComplete>
  );

  if (!mobile) return box;
  return (
    <>
      <Button type="text" icon={<SearchOutlined />} aria-label="搜索菜单" onClick={() => setModalOpen(true)} />
      <Modal title="搜索菜单" open={modalOpen} footer={null} onCancel={() => setModalOpen(false)} destroyOnHidden>
        {box}
      </Modal>
    </>
  );
}
