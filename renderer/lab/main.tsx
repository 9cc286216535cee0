import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DiceLab } from './DiceLab';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><DiceLab /></StrictMode>);
