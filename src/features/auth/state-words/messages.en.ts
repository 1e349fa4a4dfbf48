/**
 * The auth state's own words (thunk fallbacks, sign-up and logout toasts): a namespace of its
 * own because the store and the navbar's logout load with every page, the forms do not.
 */
export default {
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  invalidResponse: 'Invalid response: user or token missing',
  missingResetUserId: 'Failed to initiate password reset. Please try again.',
  sendResetFailed: 'Failed to send reset OTP',
  resetFailed: 'Password reset failed',
  getUserFailed: 'Failed to get user data',
  treeFailed: 'Failed to load referral tree',
  registrationCompleted: 'Registration completed successfully',
  accountCreated: 'Account created successfully',
  loggingOut: 'Logging out...',
  loggedOut: 'Logged out successfully',
  noValidSession: 'No valid session',
  treeAttempted: 'Referral tree fetch already attempted',
} as const;
