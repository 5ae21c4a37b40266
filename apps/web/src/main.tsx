// antd's component styles, worked out at build time (build/antd-static-style.ts); before the app's own
import 'virtual:antd-static.css';
import './app/react-19-antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
