import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, initialRoutesLoaded } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The page's own route module first (its chunk is usually preloaded): the first render is the page.
// Not a top-level await: route chunks import from this one, which must have finished running.
void initialRoutesLoaded.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
