/**
 * User field (spec 03 section 2 "User picker in cells and forms"). Two looks:
 * - variant 'input' (default): a read-only input (placeholder '请选择用户') with a clear icon;
 * - variant 'button': a '选择用户' button with the chosen people as closable tags.
 * Both open the user-by-department modal. The value is the store field of each user (default
 * username) comma-joined; names (default realname) are looked up with getMultiUser. Works as a
 * Form.Item control.
 *
 * Props: value, onChange(value, users), multiple (default true), store ('username' | 'id' |
 * 'workNo'), text (default 'realname'), variant, placeholder, buttonText, disabled, modalWidth.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space, Tag, Tooltip } from 'antd';
import { CloseCircleFilled, SearchOutlined, UserOutlined } from '@ant-design/icons';
import type { UserComponentRecord, UserStoreField } from '@bus/contracts';
import { multiUserQueryKey, useMultiUser } from './api/get-multi-user';
import { splitValue } from './depart-tree-logic';
import { UserSelectByDepartModal } from './user-select-by-depart-modal';
import { DEFAULT_USER_STORE, DEFAULT_USER_TEXT, storeValueOf, textOf } from './user-select-logic';

export interface UserSelectInputProps {
  value?: string;
  onChange?(value: string, users: UserComponentRecord[]): void;
  multiple?: boolean;
  store?: UserStoreField;
  text?: string;
  variant?: 'input' | 'button';
  placeholder?: string;
  buttonText?: string;
  disabled?: boolean;
  modalWidth?: number;
  id?: string;
}

export function UserSelectInput({
  value,
  onChange,
  multiple = true,
  store = DEFAULT_USER_STORE,
  text = DEFAULT_USER_TEXT,
  variant = 'input',
  placeholder = '请选择用户',
  buttonText = '选择用户',
  disabled,
  modalWidth,
  id,
}: UserSelectInputProps) {
  const [open, setOpen] = useState(false);
  const values = splitValue(value);
  const users = useMultiUser(store, values);
  const known = users.data ?? [];
  // a stored value whose user is gone still shows (as the raw value) so nothing is silently lost
  const shown = values.map((v) => known.find((u) => String(u[store]) === v) ?? null);
  const label = shown.map((u, i) => (u ? textOf([u as unknown as Record<string, unknown>], text) : values[i])).join('，');

  const client = useQueryClient();
  const emit = (next: UserComponentRecord[]) => {
    const nextValue = storeValueOf(next, store);
    // the chosen users are already known: no second round trip just to show their names
    client.setQueryData(multiUserQueryKey(store, splitValue(nextValue)), next);
    onChange?.(nextValue, next);
  };
  const modal = (
    <UserSelectByDepartModal
      open={open}
      multiple={multiple}
      width={modalWidth}
      value={known}
      onOk={(chosen) => {
        emit(chosen);
        setOpen(false);
      }}
      onCancel={() => setOpen(false)}
    />
  );

  if (variant === 'button') {
    return (
      // the id stays off the button: a form label pointing at it would replace the button's name
      <Space wrap size={[4, 4]}>
        <Button icon={<SearchOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          {buttonText}
        </Button>
        {shown.map((u, i) => (
          <Tag key={values[i]} icon={<UserOutlined />} closable={!disabled} onClose={() => emit(known.filter((k) => k !== u))}>
            {u ? textOf([u as unknown as Record<string, unknown>], text) : values[i]}
          </Tag>
        ))}
        {modal}
      </Space>
    );
  }

  return (
    <>
      <Input
        id={id}
        readOnly
        value={users.isLoading ? '加载中…' : label}
        placeholder={placeholder}
        disabled={disabled}
        onClick={() => !disabled && setOpen(true)}
        style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
        suffix={
          values.length > 0 && !disabled ? (
            <Tooltip title="清空">
              <CloseCircleFilled
                aria-label="清空用户"
                style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
                onClick={(event) => {
                  event.stopPropagation();
                  onChange?.('', []);
                }}
              />
            </Tooltip>
          ) : (
            <UserOutlined style={{ color: 'rgba(0,0,0,0.25)' }} />
          )
        }
      />
      {modal}
    </>
  );
}
