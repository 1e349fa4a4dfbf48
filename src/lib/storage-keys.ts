/** Storage keys of spec section 3. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  user: 'auth_user',
  signupEmail: 'signup_email',
  sessionId: 'session_id',
  signupUserId: 'signupUserId',
  theme: 'theme',
  /** The chosen language, `en` or `ar` (DECISIONS 38). */
  language: 'language',
  /** Session storage: visited tree members (spec section 3). */
  treeHistory: 'tree_history',
} as const;
