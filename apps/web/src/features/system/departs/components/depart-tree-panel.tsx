/** Left side of 部门管理: the searchable department tree (matches highlighted, their path kept open). */
import { useEffect, useMemo, useState } from 'react';
import { Empty, Input, Spin, Tag, Tree } from 'antd';
import type { DepartTreeNode } from '@bus/contracts';
import { ancestorKeys, filterTree, splitHighlight } from './tree-search';

const CATEGORY_TAGS: Record<string, { text: string; color: string }> = {
  '1': { text: '公司', color: 'blue' },
  '2': { text: '部门', color: 'green' },
  '3': { text: '岗位', color: 'orange' },
  '5': { text: '职务', color: 'default' },
};

interface DepartTreePanelProps {
  tree: DepartTreeNode[];
  loading: boolean;
  selectedId?: string;
  onSelect(node: DepartTreeNode | undefined): void;
}

export function DepartTreePanel({ tree, loading, selectedId, onSelect }: DepartTreePanelProps) {
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const filtered = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  // a search opens the paths to its matches; a newly selected node (e.g. just added) is revealed
  useEffect(() => {
    if (keyword.trim()) setExpanded(filtered.expandedKeys);
  }, [keyword, filtered.expandedKeys]);
  useEffect(() => {
    if (!selectedId) return;
    const path = ancestorKeys(tree, selectedId);
    if (path.length) setExpanded((keys) => [...new Set([...(keys ?? tree.map((n) => n.key)), ...path])]);
  }, [selectedId, tree]);
  const expandedKeys = expanded ?? tree.map((n) => n.key);

  const titleOf = (node: DepartTreeNode) => {
    const parts = splitHighlight(node.title, keyword);
    const tag = CATEGORY_TAGS[node.orgCategory];
    return (
      <span data-testid={`depart-node-${node.orgCode}`}>
        {parts ? (
          <>
            {parts.before}
            <span className="depart-tree-match" style={{ color: '#f5222d', fontWeight: 600 }}>
              {parts.match}
            </span>
            {parts.after}
          </>
        ) : (
          node.title
        )}
        {tag && node.orgCategory !== '2' && (
          <Tag color={tag.color} style={{ marginLeft: 6 }} bordered={false}>
            {tag.text}
          </Tag>
        )}
      </span>
    );
  };

  return (
    <div>
      <Input.Search placeholder="按部门名称搜索" allowClear onChange={(e) => setKeyword(e.target.value)} onSearch={setKeyword} style={{ marginBottom: 12 }} />
      {loading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : filtered.nodes.length === 0 ? (
        <Empty description={keyword.trim() ? '没有匹配的部门' : '暂无部门'} />
      ) : (
        <Tree<DepartTreeNode>
          treeData={filtered.nodes}
          titleRender={titleOf}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(_, info) => onSelect(info.selected ? info.node : undefined)}
          fieldNames={{ key: 'key', title: 'title', children: 'children' }}
          height={560}
          blockNode
        />
      )}
    </div>
  );
}
