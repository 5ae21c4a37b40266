import { Input, Tooltip } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';

interface CaptchaInputProps {
  value?: string;
  onChange?: (value: string) => void;
  imageSrc?: string;
  failed?: boolean;
  onRefresh: () => void;
}

/** Captcha text input with the clickable image beside it (a click loads a new image). */
export function CaptchaInput({ value, onChange, imageSrc, failed, onRefresh }: CaptchaInputProps) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Input
        id="captcha"
        prefix={<SafetyOutlined />}
        placeholder="请输入验证码"
        autoComplete="off"
        maxLength={8}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Tooltip title="看不清？点击换一张">
        <button
          type="button"
          data-testid="captcha-image"
          onClick={onRefresh}
          aria-label="刷新验证码"
          style={{
            width: 120,
            height: 40,
            flex: 'none',
            border: '1px solid #d9d9d9',
            borderRadius: 6,
            padding: 0,
            background: '#fff',
            cursor: 'pointer',
            overflow: 'hidden',
          }}
        >
          {imageSrc ? (
            <img src={imageSrc} alt="验证码" style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
          ) : (
            <span style={{ color: 'var(--ant-color-text-description, rgba(0, 0, 0, 0.6))', fontSize: 12 }}>{failed ? '点击重新获取' : '加载中…'}</span>
          )}
        </button>
      </Tooltip>
    </div>
  );
}
