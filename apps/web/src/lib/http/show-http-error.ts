import type { HttpErrorEffect } from './map-http-error';

let reloginModalOpen = false;

/**
 * Puts an error effect on screen (antd static notification / modal). antd's notification and
 * modal load with the first error, not with the sign-in page (issue 10: its JavaScript budget).
 */
export function showHttpErrorEffect(effect: HttpErrorEffect, onRelogin: () => void): void {
  if (effect.kind === 'none') return;
  if (effect.kind === 'token-invalid-modal') {
    if (reloginModalOpen) return;
    reloginModalOpen = true;
  }
  void import('./http-error-view').then((view) =>
    view.showHttpError(effect, () => {
      reloginModalOpen = false;
      onRelogin();
    }),
  );
}
