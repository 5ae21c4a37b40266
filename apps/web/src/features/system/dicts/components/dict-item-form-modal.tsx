/** 新增 / 编辑字典项 within one dictionary: the catalogue's items, 是否启用 as a switch, a new item placed after the last. */
import { Form, Modal, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { dictItemResource, type DictItemRecord, type DictItemSave } from '@bus/contracts';
import { resourceFormItems, useResourceForm } from '../../../../components/resource-kit';
import { getReply, unwrap } from '../../../../lib/http';
import { dictItemsApi } from '../api/dicts-api';

type Values = Omit<DictItemSave, 'dictId' | 'status'> & { enabled: boolean };

const FIELDS = ['itemText', 'itemValue', 'itemColor', 'description', 'sortOrder'] as const;

/** the highest sort order of the dictionary's items (0 when it has none) */
function useLastOrder(dictId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...dictItemsApi.queryKey, 'last-order', dictId],
    enabled,
    // read afresh at each opening: an item added since moved the end
    refetchOnMount: 'always',
    queryFn: async () => {
      const params = { dictId, column: 'sortOrder', order: 'desc', pageNo: 1, pageSize: 1 };
      const page = unwrap(await getReply<{ records: DictItemRecord[] }>(dictItemsApi.urls.list, { params }));
      return page.records[0]?.sortOrder ?? 0;
    },
  });
}

interface Props {
  open: boolean;
  dictId: string;
  record?: DictItemRecord;
  onClose(): void;
}

export function DictItemFormModal({ open, dictId, record, onClose }: Props) {
  const lastOrder = useLastOrder(dictId, open && !record);
  const { form, modalProps } = useResourceForm<typeof dictItemResource, Values>({
    api: dictItemsApi,
    // a new item waits for its place after the last
    open: open && (Boolean(record) || (lastOrder.isSuccess && !lastOrder.isFetching)),
    record,
    onClose,
    toValues: (item) => ({ ...item, enabled: item.status === 1 }),
    blank: { sortOrder: (lastOrder.data ?? 0) + 1, enabled: true },
    toSave: ({ enabled, ...values }) => ({ ...values, dictId, status: enabled ? 1 : 0 }),
  });

  return (
    <Modal {...modalProps} width={520}>
      <Form form={form} name="dict-item-form" layout="vertical" autoComplete="off">
        {resourceFormItems(dictItemResource, FIELDS)}
        <Form.Item label="是否启用" name="enabled" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
