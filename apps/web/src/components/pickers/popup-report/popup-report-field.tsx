/**
 * Popup report field (JPopup, spec 03 section 5 "Popup report field"): a read-only input
 * (placeholder '请选择') that opens the popup report picker; the chosen rows' source fields are
 * copied to the target fields (values comma-joined). Without a report code, source or target
 * fields it shows '弹窗参数未正确配置!' and is disabled; different counts show the mismatch error.
 *
 * Props: code, sourceFields ('work_no,realname'), targetFields ('driverNo,driverName'),
 * valueField (the target this input shows and emits; default the first target), value,
 * onChange(value), onPick(mapped, rows) (set the other targets, e.g. form.setFieldsValue),
 * multiple (default false), params (sent as self_<name>), sorter, placeholder, disabled.
 */
import { useState } from 'react';
import { Input, Tooltip } from 'antd';
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { ReportRow } from '@bus/contracts';
import { PopupReportModal } from './popup-report-modal';
import { mapSelection, popupConfigError, POPUP_PLACEHOLDER, splitFields } from './popup-report-logic';

export interface PopupReportFieldProps {
  code: string;
  sourceFields: string;
  targetFields: string;
  valueField?: string;
  value?: string;
  onChange?(value: string): void;
  onPick?(mapped: Record<string, string>, rows: ReportRow[]): void;
  multiple?: boolean;
  params?: Record<string, string | number | undefined>;
  sorter?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

export function PopupReportField({
  code,
  sourceFields,
  targetFields,
  valueField,
  value,
  onChange,
  onPick,
  multiple = false,
  params,
  sorter,
  placeholder = POPUP_PLACEHOLDER,
  disabled,
  id,
}: PopupReportFieldProps) {
  const [open, setOpen] = useState(false);
  const problem = popupConfigError(code, sourceFields, targetFields);
  const own = valueField ?? splitFields(targetFields)[0];

  if (problem) return <Input id={id} disabled status="error" value={problem} readOnly />;

  const clear = () => {
    const empty = Object.fromEntries(splitFields(targetFields).map((f) => [f, '']));
    onChange?.('');
    onPick?.(empty, []);
  };

  return (
    <>
      <Input
        id={id}
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        onClick={() => !disabled && setOpen(true)}
        style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
        suffix={
          value && !disabled ? (
            <Tooltip title="清空">
              <CloseCircleFilled
                aria-label="清空"
                style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
                onClick={(event) => {
                  event.stopPropagation();
                  clear();
                }}
              />
            </Tooltip>
          ) : (
            <SearchOutlined style={{ color: 'rgba(0,0,0,0.25)' }} />
          )
        }
      />
      <PopupReportModal
        open={open}
        code={code}
        multiple={multiple}
        params={params}
        sorter={sorter}
        onOk={(rows) => {
          const mapped = mapSelection(rows, sourceFields, targetFields);
          onChange?.(mapped[own] ?? '');
          onPick?.(mapped, rows);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
