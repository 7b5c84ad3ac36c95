import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  // Marks the document once React runs it (a prerendered page: once hydrated), for tools that must
  // not click before the page can answer (the end-to-end journeys).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
