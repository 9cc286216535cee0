import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';

performance.mark('dudo:script-start');
const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('dudo:first-frame')));
