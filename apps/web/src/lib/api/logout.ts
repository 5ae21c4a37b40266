import { useMutation } from '@tanstack/react-query';
import { postReply } from '../http';
import { clearLogin } from '../session';

/** POST /sys/logout, then forget the login locally whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await postReply<unknown>('/sys/logout', undefined, { skipErrorHandler: true });
  } finally {
    clearLogin();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
