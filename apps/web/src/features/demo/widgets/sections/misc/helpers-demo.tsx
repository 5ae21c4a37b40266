/** Demo of the small helpers: switch values, display width and ellipsis, money, and the ID-card check. */
import { useState } from 'react';
import { Card, Col, Descriptions, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { MESSAGES, parseIdCard } from '@bus/contracts';
import { Ellipsis } from '../../../../../components/ellipsis';
import { formatMoney } from '@bus/contracts';
import { isSwitchOn, switchValue } from '../../../../../lib/switch-value';
import { ellipsis, stringWidth } from '../../../../../lib/text-width';

const STORED_VALUES: { label: string; value: unknown }[] = [
  { label: '1', value: 1 },
  { label: '0', value: 0 },
  { label: "'0'", value: '0' },
  { label: "''（空）", value: '' },
  { label: 'false', value: false },
  { label: "'Y'", value: 'Y' },
];

export function HelpersDemo() {
  const [stored, setStored] = useState<unknown>(1);
  const [text, setText] = useState('1路 火车站 — 人民广场 — 市第一人民医院 — 大学城北门');
  const [fen, setFen] = useState<number | null>(1234567);
  const [idCard, setIdCard] = useState('11010519491231002X');
  const info = idCard.trim() ? parseIdCard(idCard) : null;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title="开关取值">
          <Select
            aria-label="存储值"
            style={{ width: 140, marginRight: 12 }}
            value={STORED_VALUES.findIndex((v) => Object.is(v.value, stored))}
            onChange={(index) => setStored(STORED_VALUES[index].value)}
            options={STORED_VALUES.map((v, index) => ({ value: index, label: `存储值 ${v.label}` }))}
          />
          <Switch checked={isSwitchOn(stored)} onChange={(checked) => setStored(switchValue(checked))} checkedChildren="启用" unCheckedChildren="停用" />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            0、false、'0' 和空值视为关闭，其余为开启；切换后保存为 1 / 0。
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title="字符宽度与省略">
          <Input aria-label="线路描述" value={text} onChange={(e) => setText(e.target.value)} />
          <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
            <Descriptions.Item label="显示宽度">
              <span data-testid="text-width">{stringWidth(text)}</span>（ASCII 计 1，汉字等计 2）
            </Descriptions.Item>
            <Descriptions.Item label="省略（25）">
              <span data-testid="text-ellipsis">{ellipsis(text)}</span>
            </Descriptions.Item>
            <Descriptions.Item label="省略（悬停看全文）">
              <Ellipsis text={text} length={16} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title="金额显示（分 → 元）">
          <InputNumber aria-label="金额（分）" style={{ width: 200 }} value={fen} precision={0} onChange={(v) => setFen(v)} suffix="分" />
          <Typography.Paragraph style={{ margin: '8px 0 0' }}>
            显示为：
            <Typography.Text strong data-testid="money">
              {fen === null ? '—' : `¥ ${formatMoney(fen)}`}
            </Typography.Text>
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title="身份证号校验">
          <Input
            aria-label="身份证号"
            value={idCard}
            maxLength={18}
            onChange={(e) => setIdCard(e.target.value)}
            status={idCard.trim() && !info ? 'error' : undefined}
          />
          {idCard.trim() === '' ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              请输入 18 位身份证号
            </Typography.Paragraph>
          ) : info ? (
            <Descriptions size="small" column={3} style={{ marginTop: 8 }} data-testid="id-card-info">
              <Descriptions.Item label="出生日期">{info.birthday}</Descriptions.Item>
              <Descriptions.Item label="年龄">{info.age}</Descriptions.Item>
              <Descriptions.Item label="性别">{info.sex === '1' ? '男' : '女'}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Typography.Paragraph type="danger" style={{ margin: '8px 0 0' }}>
              {MESSAGES.idCard}（需 18 位，地区码、出生日期和校验位都要正确）
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
    </Row>
  );
}
