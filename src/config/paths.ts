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
  kyc: { path: '/kyc' },
  terms: { path: '/terms' },
  privacy: { path: '/privacy' },
  // The operator console (DECISIONS 49): its own shell, loaded only under /ops.
  ops: { path: '/ops' },
  opsLogin: { path: '/ops/login' },
  opsSetup: { path: '/ops/setup' },
  opsWithdrawals: { path: '/ops/withdrawals' },
  opsAudit: { path: '/ops/audit' },
  opsMe: { path: '/ops/me' },
  opsKyc: { path: '/ops/kyc' },
  opsKycSubmission: {
    path: '/ops/kyc/:id',
    getHref: (id: string) => `/ops/kyc/${encodeURIComponent(id)}`,
  },
  opsMembers: { path: '/ops/members' },
  opsMember: {
    path: '/ops/members/:id',
    getHref: (id: string) => `/ops/members/${encodeURIComponent(id)}`,
  },
  opsLedger: { path: '/ops/ledger' },
  opsCampaigns: { path: '/ops/campaigns' },
  opsRides: { path: '/ops/rides' },
  opsCountryRequests: { path: '/ops/country-requests' },
  opsReports: { path: '/ops/reports' },
  userTree: {
    path: '/user-tree/:userId',
    getHref: (userId: string) => `/user-tree/${encodeURIComponent(userId)}`,
  },
} as const;

/** Whether a path belongs to the operator console (`/ops` and below, any case). */
export const isOpsPath = (pathname: string): boolean => /^\/ops(?:\/|$)/i.test(pathname);

/** Pages without the navbar and footer (spec section 2). */
export const AUTH_PAGES: readonly string[] = [
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];

/** Whether a path is one of the auth pages (a trailing slash ignored). */
export function isAuthPage(pathname: string): boolean {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The Arabic twins (`/ar/login`, DECISIONS 38) are auth pages too.
  if (/^\/ar\//i.test(path)) path = path.slice(3);
  return AUTH_PAGES.includes(path);
}

/** What a member-route guard hands /login: the page the visitor was going to (DECISIONS 32). */
export interface ReturnState {
  from: string;
}

const SAME_ORIGIN = 'http://rihla.invalid';

/**
 * The page to return to after login, from a guard's `{ from }` state, or null. Only an in-app
 * path is honoured (one leading `/`, no host, no backslash or control character that a browser
 * would read as `//`), and never an auth page (the router matches paths case-insensitively).
 */
export function returnPathFrom(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(from)) return null;
  let url: URL;
  try {
    url = new URL(from, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN || isAuthPage(url.pathname.toLowerCase())) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
