import { createRoot } from 'react-dom/client';

// The smallest React page: the baseline our client routes are compared with.
createRoot(document.getElementById('root') as HTMLElement).render(<p>Hello</p>);
