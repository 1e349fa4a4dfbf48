import { Outlet, useLocation } from 'react-router-dom';
import { AUTH_PAGES } from '@/config/paths';

/** Navbar and footer around every page except the auth pages (spec section 2). Filled in by the foundation issue. */
export function RootLayout() {
  const { pathname } = useLocation();
  const bare = AUTH_PAGES.includes(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      {!bare && <header />}
      <div className="flex-1">
        <Outlet />
      </div>
      {!bare && <footer />}
    </div>
  );
}
