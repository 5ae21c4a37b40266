import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useElementDisplayStore } from '../../../lib/element-display';
import { DisplayRuleItem, DisplayRuleScope } from '..';

vi.mock('../../../lib/api/check-rule-by-code', () => ({
  checkRuleByCode: vi.fn(async (_code: string, value: string) =>
    /^[A-Z]{2}\d{5}$/.test(value)
      ? { success: true, message: '校验通过', code: 200, result: null, timestamp: 0 }
      : { success: false, message: '前 2 位必须是大写字母', code: 200, result: null, timestamp: 0 },
  ),
}));

afterEach(() => useElementDisplayStore.setState({ rules: null }));

function DriverForm({ onFinish }: { onFinish(values: unknown): void }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <DisplayRuleScope targetUrl="/demo/widgets">
        <Form name="driver" initialValues={{ realname: '陈建国', plateNo: '粤B·D12345', workNo: '' }} onFinish={onFinish}>
          <DisplayRuleItem label="姓名" name="realname" rules={[{ required: true, message: '请输入姓名' }]}>
            <Input />
          </DisplayRuleItem>
          <DisplayRuleItem label="驾驶车辆" name="plateNo">
            <Input />
          </DisplayRuleItem>
          <DisplayRuleItem label="工号" name="workNo">
            <Input />
          </DisplayRuleItem>
          <Button htmlType="submit">提交</Button>
        </Form>
      </DisplayRuleScope>
    </QueryClientProvider>
  );
}

const rule = (elementKey: string, over: object) => ({
  id: elementKey,
  elementKey,
  pcHidden: false,
  pcReadonly: false,
  pcRuleKey: null,
  hasTips: false,
  ...over,
});

describe('DisplayRuleItem', () => {
  it('leaves items alone without rules', () => {
    render(<DriverForm onFinish={vi.fn()} />);
    expect(screen.getByLabelText('驾驶车辆').closest('.ant-form-item')).not.toHaveClass('ant-form-item-hidden');
    expect(screen.getByLabelText('姓名')).toBeEnabled();
  });

  it('hides, locks and rule-binds items; hidden and read-only values are still submitted', async () => {
    useElementDisplayStore.setState({
      rules: {
        '/demo/widgets': [rule('plateNo', { pcHidden: true }), rule('realname', { pcReadonly: true }), rule('workNo', { pcRuleKey: 'work_no' })],
        '/system/position': [rule('workNo', { pcHidden: true })],
      },
    });
    const onFinish = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<DriverForm onFinish={onFinish} />);
    // antd keeps a hidden item registered (class ant-form-item-hidden, display none)
    expect(screen.getByLabelText('驾驶车辆').closest('.ant-form-item')).toHaveClass('ant-form-item-hidden');
    expect(screen.getByLabelText('姓名')).toBeDisabled();

    await user.type(screen.getByLabelText('工号'), 'jc1');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('前 2 位必须是大写字母')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('工号'));
    await user.type(screen.getByLabelText('工号'), 'JC10001');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ realname: '陈建国', plateNo: '粤B·D12345', workNo: 'JC10001' }));
  });
});
