/** Demo of the prompt dialog (rename a line, async check) and the fullscreen modal (a line's route). */
import { useState } from 'react';
import { Button, Card, Space, Timeline, Typography, message } from 'antd';
import { EditOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { FullscreenModal } from '../../../../../components/fullscreen-modal';
import { usePrompt } from '../../../../../components/prompt-dialog';

const TAKEN_NAMES = ['2路', '3路', 'K101路'];
const STATIONS = ['火车站', '解放路口', '人民广场', '市第一人民医院', '体育中心', '高新区管委会', '软件园', '大学城南门', '大学城北门', '科技馆'];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function PromptAndModalDemo() {
  const [lineName, setLineName] = useState('1路');
  const [prompt, promptHolder] = usePrompt();
  const [routeOpen, setRouteOpen] = useState(false);

  const rename = () =>
    prompt({
      title: '修改线路名称',
      label: '线路名称',
      defaultValue: lineName,
      placeholder: '例如：1路、K101路',
      maxLength: 20,
      rules: [
        { required: true, whitespace: true, message: '请输入线路名称' },
        { pattern: /^[A-Za-z]?\d{1,4}路(快线|支线)?$/, message: '线路名称格式为“数字+路”，可带字母前缀，如 K101路' },
      ],
      // the name is checked "on the server": the dialog waits with a loading OK meanwhile
      onOk: async (name) => {
        await wait(800);
        if (TAKEN_NAMES.includes(name.trim())) throw new Error(`线路名称“${name.trim()}”已存在`);
        setLineName(name.trim());
        void message.success('线路名称已修改');
      },
      onCancel: () => void message.info('已取消修改'),
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {promptHolder}
      <Card size="small" title="提示输入框（prompt）">
        <Space wrap>
          <span>
            当前线路名称：
            <Typography.Text strong data-testid="line-name">
              {lineName}
            </Typography.Text>
          </span>
          <Button icon={<EditOutlined />} onClick={rename}>
            修改线路名称
          </Button>
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          确定时先按规则校验；名称重复（如 2路、3路）时对话框保持打开并提示原因；回车等同确定。
        </Typography.Paragraph>
      </Card>
      <Card size="small" title="可全屏的对话框">
        <Button icon={<NodeIndexOutlined />} onClick={() => setRouteOpen(true)}>
          查看线路走向
        </Button>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          标题栏右侧的按钮切换全屏；每次打开都恢复为普通大小。
        </Typography.Paragraph>
      </Card>
      <FullscreenModal title={`${lineName} 线路走向（上行）`} open={routeOpen} width={560} onCancel={() => setRouteOpen(false)} footer={null}>
        <Timeline
          items={STATIONS.map((station, index) => ({
            children: `${index + 1}. ${station}`,
            color: index === 0 || index === STATIONS.length - 1 ? 'green' : 'blue',
          }))}
        />
      </FullscreenModal>
    </Space>
  );
}
