import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router/app-routes';

/**
 * The root holds only the router: antd and the query cache load with the screens that use them
 * (see lazy-page.tsx), which keeps the sign-in screen light.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
