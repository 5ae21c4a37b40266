import { describe, expect, it } from 'vitest';
import { Suspense, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from '../preloadable';

let mounts = 0;
function Greeting({ name }: { name: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>你好，{name}</p>;
}

/** a module whose code arrives when the test says so */
function deferredModule() {
  let arrive!: () => void;
  const arrived = new Promise<{ default: typeof Greeting }>((resolve) => {
    arrive = () => resolve({ default: Greeting });
  });
  return { load: () => arrived, arrive };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>加载中</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('renders a component whose code was fetched ahead at once, without the loading fallback', async () => {
    const { load, arrive } = deferredModule();
    const { Component, preload } = preloadable(load);
    arrive();
    await preload();
    render(inSuspense(<Component name="李娜" />));
    // in the very first commit: no fallback, so no 300 ms reveal throttle
    expect(screen.getByText('你好，李娜')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('shows the fallback until the code arrives, then the component, mounted once', async () => {
    mounts = 0;
    const { load, arrive } = deferredModule();
    const { Component } = preloadable(load);
    const { rerender } = render(inSuspense(<Component name="王芳" />));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('你好，王芳')).toBeInTheDocument();
    rerender(inSuspense(<Component name="王芳 " />));
    expect(screen.getByText('你好，王芳')).toBeInTheDocument();
    expect(mounts).toBe(1);
  });
});
