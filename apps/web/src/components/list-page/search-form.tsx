/**
 * Search form of list pages (spec 01 section 9): four items a row on a list page (fewer where the
 * form is narrower: searchColumnSpan), collapsed to the
 * first row past 4 items with an expand control; search and reset are never permission-gated.
 * Every label has the same width (beside its box, right-aligned, long ones wrap inside it), and
 * 查询 / 重置 start where the boxes start, so all list pages line up the same way (issue 10).
 */
import { Children, isValidElement, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import { DownOutlined, ReloadOutlined, UpOutlined } from '@ant-design/icons';
import { QueryButton } from '../query-button';
import './search-form.css';

interface SearchFormProps {
  onSearch(values: Record<string, unknown>): void;
  onReset(): void;
  form?: FormInstance;
  children: ReactNode;
}

export const COLLAPSE_AFTER = 4;
/** fits six Chinese characters and the colon (部门角色名称：) */
export const SEARCH_LABEL_WIDTH = 100;

/**
 * A search field that needs two columns, such as a date-and-time range (its two values were cut
 * to 开始时l / 结束… in one column at 1440 px): `<WideSearchItem><Form.Item …/></WideSearchItem>`.
 */
export function WideSearchItem({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

const isWide = (item: ReactNode) => isValidElement(item) && item.type === WideSearchItem;

/**
 * Columns of a field (of 24) by the form's own width, not the window's: in a drawer or a dialog the
 * window's breakpoints gave four columns of 90 px boxes (placeholders cut to 模..). Four fields a
 * row from 1000 px (a list page at 1440 px), three from 720, two from 480, else one.
 */
export function searchColumnSpan(formWidth: number, wide: boolean): number {
  const span = formWidth >= 1000 ? 6 : formWidth >= 720 ? 8 : formWidth >= 480 ? 12 : 24;
  return wide ? Math.min(24, span * 2) : span;
}

/** The element's width, measured before the first paint and kept current. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function SearchForm({ onSearch, onReset, form: given, children }: SearchFormProps) {
  const [form] = Form.useForm(given);
  const [expanded, setExpanded] = useState(false);
  const items = Children.toArray(children);
  const visible = expanded || items.length <= COLLAPSE_AFTER ? items : items.slice(0, COLLAPSE_AFTER - 1);
  const [box, width] = useWidth<HTMLDivElement>();
  return (
    <div ref={box}>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: `0 0 ${SEARCH_LABEL_WIDTH}px` }}
        wrapperCol={{ flex: '1 1 0' }}
        labelWrap
        onFinish={onSearch}
        className="list-search-form"
        style={{ marginBottom: 4 }}
      >
        <Row gutter={16} style={{ width: '100%' }}>
          {visible.map((item, index) => (
            <Col key={index} span={searchColumnSpan(width ?? 1000, isWide(item))} className="list-search-form__item" style={{ marginBottom: 12 }}>
              {item}
            </Col>
          ))}
          {/* the rest of the row, or a row of its own when 查询 / 重置 / 展开 do not fit beside the items */}
          <Col flex="auto" style={{ marginBottom: 12 }}>
            <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
              {/* on a phone 展开 goes under 查询 rather than past the page's edge */}
              <Space wrap>
                <QueryButton />
                <Button
                  icon={<ReloadOutlined />}
                  onClick={() => {
                    form.resetFields();
                    onReset();
                  }}
                >
                  重置
                </Button>
                {items.length > COLLAPSE_AFTER && (
                  <Button type="link" onClick={() => setExpanded((e) => !e)}>
                    {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
                  </Button>
                )}
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </div>
  );
}
