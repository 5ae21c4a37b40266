import { lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** renders the component, suspending only while its code is not here yet */
  Component: ComponentType<P>;
  /** fetches the code ahead of the first render */
  preload(): Promise<unknown>;
}

/**
 * A lazily loaded component whose code can be fetched ahead of its first render. Once the code is
 * here, it renders at once instead of suspending: a component that suspends shows its Suspense
 * fallback, and React reveals what replaces a fallback 300 ms after the fallback appeared at the
 * earliest (its throttle against popping content), so even a prefetched page took 380 ms to show
 * and only then asked for its rows (issue 10: menu click to rows). Each mount keeps the component
 * it started with, so one that began as the lazy one is not remounted when the code arrives.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Component(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component, preload };
}
