/**
 * The API paths of spec section 7, relative to the `/api` base. Used by the SPA's api modules,
 * the server's route registration and the tests, so a path is spelled once.
 */
export const API = {
  signup: '/user/signup',
  login: '/user/login',
  verifyOtp: '/user/verify-otp',
  resendOtp: '/user/resend-otp',
  sendSignupOtp: '/email-verification/send-otp',
  currentUser: '/drivers/get-current-user',
  userById: '/drivers/get-user-by-id',
  logout: '/user/logout',
  forgotPassword: '/user/forgot-password',
  resetPassword: '/user/reset-password',
  referralTree: '/user/referral-tree',
  referralLink: '/user/referral-link',
  byUsername: '/user/by-username',
  profile: '/user/profile',
  profilePhoto: '/user/profile/photo',
  contact: '/contact',
  health: '/health',
  mlmDashboard: (userId: string) => `/mlm/user-dashboard/${encodeURIComponent(userId)}`,
  ddrLeaderboard: '/mlm/ddr/leaderboard',
  crrRankTracking: (userId: string) => `/mlm/crr/rank-tracking/${encodeURIComponent(userId)}`,
  crrLeaderboard: '/mlm/crr/leaderboard',
  bbrCurrentCampaign: (userId: string) => `/mlm/bbr/current-campaign/${encodeURIComponent(userId)}`,
  bbrLeaderboard: '/mlm/bbr/leaderboard',
  bbrPastWins: (userId: string) => `/mlm/bbr/past-wins/${encodeURIComponent(userId)}`,
  hlrProgress: (userId: string) => `/mlm/hlr/progress/${encodeURIComponent(userId)}`,
  hlrLeaderboard: '/mlm/hlr/leaderboard',
  regionalProgress: (userId: string) => `/mlm/regional/progress/${encodeURIComponent(userId)}`,
  regionalLeaderboard: '/mlm/regional/leaderboard',
  globalAmbassadors: '/mlm/regional/global-ambassadors',
  countryUpdateRequest: '/mlm/regional/country-update-request',
  walletStatement: '/wallet/statement',
  walletStatementCsv: '/wallet/statement.csv',
  withdrawals: '/wallet/withdrawals',
  withdrawalCancel: (id: string) => `/wallet/withdrawals/${encodeURIComponent(id)}/cancel`,
  kyc: '/kyc',
  kycImage: (submissionId: string, kind: string) =>
    `/kyc/submissions/${encodeURIComponent(submissionId)}/images/${encodeURIComponent(kind)}`,
} as const;

/** Calls whose 401 is an answer about credentials, not an expired session (spec section 4). */
export const AUTH_CALLS_EXEMPT_FROM_401 = [
  '/login',
  '/signup',
  '/logout',
  '/verify-otp',
  '/forgot-password',
  '/reset-password',
] as const;
