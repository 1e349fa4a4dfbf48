/** Every route path of spec section 2, in one typed place. Use `paths.x.path` in routes and links. */
export const paths = {
  home: { path: '/' },
  about: { path: '/about' },
  services: { path: '/services' },
  team: { path: '/team' },
  contact: { path: '/contact' },
  faqs: { path: '/faqs' },
  faq: { path: '/faq' },
  login: { path: '/login' },
  signup: { path: '/signup' },
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password' },
  profile: { path: '/profile' },
  mlm: { path: '/mlm' },
  ddr: { path: '/ddr' },
  crr: { path: '/crr' },
  bbr: { path: '/bbr' },
  hlr: { path: '/hlr' },
  regional: { path: '/RegionalAmbassador' },
  tree: { path: '/tree' },
  walletStatement: { path: '/wallet/statement' },
  userTree: {
    path: '/user-tree/:userId',
    getHref: (userId: string) => `/user-tree/${encodeURIComponent(userId)}`,
  },
} as const;

/** Pages without the navbar and footer (spec section 2). */
export const AUTH_PAGES: readonly string[] = [
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];

/** Whether a path is one of the auth pages (a trailing slash ignored). */
export function isAuthPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AUTH_PAGES.includes(path);
}
