/**
 * Unsaved work on a page. While it is there, every way of losing it asks first: closing or
 * refreshing the page's tab (the shell asks the page), leaving the browser page (the browser's own
 * question), and moving elsewhere in the app where the shell does not keep the page alive in a
 * hidden tab (a phone, or 多页签模式 off: the page would be unmounted with the work).
 */
import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useBeforeTabClose, type BeforeTabClose } from './page-tab';

/** True inside a page the shell keeps mounted (hidden) when the user moves to another tab. */
export const PageKeptAlive = createContext(false);

/** Blocks moves to another address until `confirm` agrees (only one is mounted: the page shown). */
function NavigationBlocker({ confirm, agreed }: { confirm: RefObject<BeforeTabClose>; agreed: RefObject<boolean> }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (agreed.current) return false;
    return currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void Promise.resolve(confirm.current()).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  return null;
}

/**
 * Guards the page while `when`: render `guard`, and leave through `leave(go)` where the page moves
 * away itself (a 返回 button): it asks once, and the move it makes is not asked about again.
 */
export function useLeaveGuard(when: boolean, confirm: BeforeTabClose): { guard: ReactNode; leave(go: () => void): Promise<void> } {
  useBeforeTabClose(when, confirm);
  const latest = useRef(confirm);
  latest.current = confirm;
  const agreed = useRef(false);
  useEffect(() => {
    if (!when) return;
    agreed.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  const keptAlive = useContext(PageKeptAlive);
  return {
    guard: when && !keptAlive ? <NavigationBlocker confirm={latest} agreed={agreed} /> : null,
    async leave(go) {
      if (when && !(await latest.current())) return;
      agreed.current = true;
      go();
    },
  };
}
