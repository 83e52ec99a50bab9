import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/**
 * A declarative BrowserRouter rather than a data router: the app loads its data with SWR, and
 * leaving out the loader/action machinery keeps about 10 KB gzip off the sign-in page.
 */
export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
