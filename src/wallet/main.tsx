import { createRoot } from 'react-dom/client';
import { App } from './App';
import '../payer/payer.css';
import './wallet.css';

// The payer's wallet app: its own entry, without react-admin. The server answers GET /wallet/ and every page under
// it with this page; the page's path chooses the screen.
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
