import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DiceLab } from './DiceLab';

// Through the CSSOM, which the CSP (no 'unsafe-inline' for styles) does not govern, unlike a style attribute.
document.body.style.margin = '0';
const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><DiceLab /></StrictMode>);
