import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// logic tests run in Node (no DOM), jsdom ones say so in their first line, component tests run in Chromium
const hasDom = typeof window !== 'undefined';
if (hasDom) {
  await import('../app/react-19-antd');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy* and waitFor wait up to 10 s for what the user would see (they return as soon as it is
  // there): Testing Library's 1 s is too short for a React commit on a loaded 2-core machine
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}

// antd reads these browser APIs that jsdom lacks.
if (hasDom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (hasDom && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
// jsdom does not implement pseudo-element styles (the component tests run in Chromium, which does)
if (hasDom && navigator.userAgent.includes('jsdom')) {
  const originalGetComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (element: Element, pseudo?: string | null) => originalGetComputedStyle(element, pseudo ? undefined : pseudo);
}
