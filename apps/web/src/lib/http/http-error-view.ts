import { Modal, notification } from 'antd';
import { NOTIFY_TITLE, type HttpErrorEffect } from './map-http-error';

/** The antd side of showHttpErrorEffect, loaded on the first error. */
export function showHttpError(effect: HttpErrorEffect, onRelogin: () => void): void {
  switch (effect.kind) {
    case 'notify':
    case 'session-expired':
      notification.error({ message: NOTIFY_TITLE, description: effect.description, duration: effect.duration ?? 4 });
      return;
    case 'token-invalid-modal':
      Modal.error({ title: effect.title, content: effect.content, okText: effect.okText, mask: false, onOk: onRelogin });
      return;
    case 'none':
      return;
  }
}
