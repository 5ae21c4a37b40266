import '../app/react-19-antd';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// antd reads these browser APIs that jsdom lacks (the logic tests run in jsdom).
if (!window.matchMedia) {
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
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
// jsdom does not implement pseudo-element styles (the component tests run in Chromium, which does)
if (navigator.userAgent.includes('jsdom')) {
  const originalGetComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (element: Element, pseudo?: string | null) => originalGetComputedStyle(element, pseudo ? undefined : pseudo);
}
