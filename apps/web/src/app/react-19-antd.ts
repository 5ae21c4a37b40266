/**
 * antd 5 static methods (message, notification, Modal.confirm) render through ReactDOM.render,
 * which React 19 removed: give them a createRoot-based renderer (what @ant-design/v5-patch-for-react-19 does).
 */
import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

unstableSetRender((node, container) => {
  const target = container as Container;
  target._reactRoot ??= createRoot(target);
  const root = target._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete target._reactRoot;
  };
});
