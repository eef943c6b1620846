import { Outlet } from 'react-router';
import { AuthProvider } from './auth';

/** The shared layout (header, footer, cookie banner are added by the site-shell work). */
export function Layout() {
  return (
    <AuthProvider>
      <div className="site">
        <main id="main" className="site-main">
          <Outlet />
        </main>
      </div>
    </AuthProvider>
  );
}
