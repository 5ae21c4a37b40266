import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { emitLocation } from './router/location-events';
import { createAppRouter } from './router/router';

const router = createAppRouter();
router.subscribe((state) => emitLocation({ pathname: state.location.pathname, search: state.location.search, replace: state.historyAction === 'REPLACE' }));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
