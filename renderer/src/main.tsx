import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { isPhonePage, PhoneApp } from './phone/PhoneApp';
import './styles.css';

performance.mark('dudo:script-start');
const root = document.getElementById('root');
// a phone opened from a QR code's link (issue 28) gets the phone page, the same renderer
if (root) createRoot(root).render(<StrictMode>{isPhonePage(location.hash) ? <PhoneApp /> : <App />}</StrictMode>);
requestAnimationFrame(() => requestAnimationFrame(() => performance.mark('dudo:first-frame')));
