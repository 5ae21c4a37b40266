import { Spin } from 'antd';

export function PageLoading() {
  return (
    <div style={{ padding: 96, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
