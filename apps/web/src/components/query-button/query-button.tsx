/**
 * The '查询' button (spec 03 section 2 "Other"): primary, with the search icon, a submit button
 * by default so it runs the form it sits in; looks the same as the search form's own button.
 *
 * Props: every antd Button prop; children default to '查询'.
 */
import { Button, type ButtonProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

export const QUERY_TEXT = '查询';

export function QueryButton({ children = QUERY_TEXT, type = 'primary', htmlType = 'submit', icon = <SearchOutlined />, ...rest }: ButtonProps) {
  return (
    <Button type={type} htmlType={htmlType} icon={icon} {...rest}>
      {children}
    </Button>
  );
}
