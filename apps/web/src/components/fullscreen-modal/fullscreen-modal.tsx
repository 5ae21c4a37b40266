/**
 * A modal with a fullscreen toggle beside the close button (spec 03 section 4 "Fullscreen
 * modal"). Every time it opens it starts in the normal size again (or fullscreen when
 * `defaultFullscreen`), whatever it was when it closed.
 *
 * Props: every antd Modal prop, plus defaultFullscreen and onFullscreenChange(fullscreen).
 */
import { useEffect, useState } from 'react';
import { Button, Modal, Tooltip, type ModalProps } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';

export interface FullscreenModalProps extends ModalProps {
  defaultFullscreen?: boolean;
  onFullscreenChange?(fullscreen: boolean): void;
}

export function FullscreenModal({
  defaultFullscreen = false,
  onFullscreenChange,
  title,
  open,
  width,
  style,
  styles,
  className,
  ...rest
}: FullscreenModalProps) {
  const [fullscreen, setFullscreen] = useState(defaultFullscreen);
  useEffect(() => {
    if (open) setFullscreen(defaultFullscreen);
  }, [open, defaultFullscreen]);

  const toggle = () => {
    setFullscreen(!fullscreen);
    onFullscreenChange?.(!fullscreen);
  };
  const label = fullscreen ? '退出全屏' : '全屏';

  return (
    <Modal
      {...rest}
      open={open}
      className={[className, 'fullscreen-modal', fullscreen ? 'fullscreen-modal-on' : ''].filter(Boolean).join(' ')}
      width={fullscreen ? '100vw' : width}
      style={fullscreen ? { ...style, top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : style}
      styles={
        fullscreen
          ? {
              ...styles,
              content: { ...styles?.content, height: '100vh', borderRadius: 0, display: 'flex', flexDirection: 'column' },
              body: { ...styles?.body, flex: 1, overflow: 'auto', paddingTop: 8 },
            }
          : styles
      }
      title={
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, paddingRight: 32 }}>
          <div style={{ flex: 1, minWidth: 0 }}>{title}</div>
          <Tooltip title={label}>
            <Button type="text" size="small" aria-label={label} icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
          </Tooltip>
        </div>
      }
    />
  );
}
