import { Modal, notification } from 'antd';
import type { HttpErrorEffect } from './map-http-error';
import { NOTIFY_TITLE } from './map-http-error';

let reloginModalOpen = false;

/** Puts an error effect on screen (antd static notification / modal). */
export function showHttpErrorEffect(effect: HttpErrorEffect, onRelogin: () => void): void {
  switch (effect.kind) {
    case 'notify':
    case 'session-expired':
      notification.error({ message: NOTIFY_TITLE, description: effect.description, duration: effect.duration ?? 4 });
      return;
    case 'token-invalid-modal':
      if (reloginModalOpen) return;
      reloginModalOpen = true;
      Modal.error({
        title: effect.title,
        content: effect.content,
        okText: effect.okText,
        mask: false,
        onOk: () => {
          reloginModalOpen = false;
          onRelogin();
        },
      });
      return;
    case 'none':
      return;
  }
}
