import { createRoot } from 'react-dom/client';
import { orderIdFromLocation } from './api';
import { App } from './App';
import '../payer/payer.css';
import './checkout.css';

// The hosted checkout (spec sections 1, 2, 4): its own entry, without react-admin. The server answers
// GET /checkout/<order_id> with this page; the order id comes from the path.
const root = document.getElementById('root');
if (root) createRoot(root).render(<App orderId={orderIdFromLocation(window.location)} />);
