import type { User } from '@contract/user';
import { makeStore } from '@/app/store';
import {
  checkCurrentUser,
  clearAuthError,
  fetchReferralTree,
  forgotPassword,
  loginUser,
  resetTreeState,
  sessionEnded,
  sessionRestored,
  setSignupEmail,
  signedOutAuthState,
  signupUser,
  userUpdated,
  authReducer,
  type AuthState,
} from './auth-slice';

const amal = { _id: 'u1', id: 'u1', username: 'amal', firstName: 'Amal' } as User;
const signedIn: AuthState = {
  ...signedOutAuthState(),
  user: amal,
  token: 'aaa.bbb.ccc',
  isAuthenticated: true,
};
const loginArg = {
  email: '',
  phoneNumber: '',
  username: 'amal',
  password: 'secret',
  rememberMe: true,
};
const failure = (message: string, status: number | null = null) => ({
  message,
  status,
  errors: null,
  hasMessage: true,
});

afterEach(() => {
  vi.doUnmock('./auth-calls');
  vi.resetModules();
});

describe('auth reducer (spec section 4)', () => {
  it('starts from the stored session', () => {
    localStorage.setItem('auth_token', 'aaa.bbb.ccc');
    localStorage.setItem('auth_user', JSON.stringify(amal));
    localStorage.setItem('signup_email', 'amal@example.com');
    expect(makeStore().getState().auth).toMatchObject({
      user: { username: 'amal' },
      token: 'aaa.bbb.ccc',
      isAuthenticated: true,
      signupEmail: 'amal@example.com',
      loading: false,
      referralTree: { tree: null, attempted: false },
    });
  });

  it('keeps the same state object when an action changes nothing', () => {
    const state = signedOutAuthState();
    expect(authReducer(state, { type: 'other/action' })).toBe(state);
    expect(authReducer(state, clearAuthError())).toBe(state);
    expect(authReducer(state, resetTreeState())).toBe(state);
    expect(authReducer(state, userUpdated(amal))).toBe(state);
    const tree = authReducer(state, { type: fetchReferralTree.pending.type });
    expect(tree.referralTree).not.toBe(state.referralTree);
    expect(tree.user).toBe(state.user);
  });

  it('never changes the state it is given', () => {
    const state = Object.freeze({
      ...signedIn,
      referralTree: Object.freeze(signedIn.referralTree),
    });
    const next = authReducer(state, loginUser.pending('r1', loginArg));
    expect(next).toMatchObject({ loading: true, error: null });
    expect(state.loading).toBe(false);
  });

  it('after hydration takes over the stored session, keeping a signup email in state', () => {
    localStorage.setItem('auth_token', 'aaa.bbb.ccc');
    localStorage.setItem('auth_user', JSON.stringify(amal));
    localStorage.setItem('signup_email', 'stored@example.com');
    const held = authReducer(
      { ...signedOutAuthState(), signupEmail: 'held@example.com' },
      sessionRestored(),
    );
    expect(held).toMatchObject({
      isAuthenticated: true,
      token: 'aaa.bbb.ccc',
      signupEmail: 'held@example.com',
    });
    expect(authReducer(signedOutAuthState(), sessionRestored()).signupEmail).toBe(
      'stored@example.com',
    );
  });

  it('login: loading, then the member, or the failure message with its fallback', () => {
    const arg = loginArg;
    let state = authReducer(
      { ...signedOutAuthState(), error: 'old' },
      loginUser.pending('r1', arg),
    );
    expect(state).toMatchObject({ loading: true, error: null });
    state = authReducer(
      state,
      loginUser.fulfilled({ user: amal, token: 't.t.t' } as never, 'r1', arg),
    );
    expect(state).toMatchObject({
      loading: false,
      user: amal,
      token: 't.t.t',
      isAuthenticated: true,
    });
    const rejected = authReducer(
      state,
      loginUser.rejected(null, 'r2', arg, failure('Bad password')),
    );
    expect(rejected).toMatchObject({ loading: false, error: 'Bad password' });
    expect(authReducer(state, loginUser.rejected(new Error('x'), 'r3', arg)).error).toBe(
      'Login failed',
    );
  });

  it('signup: the message says whether the member is signed in', () => {
    const arg = {} as never;
    const complete = authReducer(
      signedOutAuthState(),
      signupUser.fulfilled({ user: amal, token: 't.t.t' }, 'r', arg),
    );
    expect(complete).toMatchObject({
      message: 'Registration completed successfully',
      isAuthenticated: true,
      user: amal,
    });
    const partial = authReducer(signedOutAuthState(), signupUser.fulfilled({}, 'r', arg));
    expect(partial).toMatchObject({
      message: 'Account created successfully',
      isAuthenticated: false,
    });
    expect(authReducer(signedOutAuthState(), signupUser.rejected(null, 'r', arg)).error).toBe(
      'Signup failed',
    );
  });

  it('forgot and reset password hold, then drop, the email', () => {
    const held = authReducer(
      signedOutAuthState(),
      forgotPassword.fulfilled({ userId: 'r-1' } as never, 'r', { email: 'amal@example.com' }),
    );
    expect(held.signupEmail).toBe('amal@example.com');
    expect(authReducer(held, setSignupEmail(null)).signupEmail).toBeNull();
    expect(
      authReducer(signedOutAuthState(), forgotPassword.rejected(null, 'r', { email: 'a' })).error,
    ).toBe('Failed to send reset OTP');
  });

  it('a 401 on the current user ends the session, another failure keeps it', () => {
    localStorage.setItem('auth_token', 'aaa.bbb.ccc');
    const kept = authReducer(
      signedIn,
      checkCurrentUser.rejected(null, 'r', undefined, failure('Server down', 500)),
    );
    expect(kept).toBe(signedIn);
    expect(localStorage.getItem('auth_token')).toBe('aaa.bbb.ccc');
    const ended = authReducer(
      signedIn,
      checkCurrentUser.rejected(null, 'r', undefined, failure('Nope', 401)),
    );
    expect(ended).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('logout clears everything, storage included; a profile edit updates the member', () => {
    localStorage.setItem('auth_token', 'aaa.bbb.ccc');
    const edited = authReducer(signedIn, userUpdated({ ...amal, firstName: 'Amala' }));
    expect(edited.user?.firstName).toBe('Amala');
    expect(JSON.parse(localStorage.getItem('auth_user') ?? '{}')).toMatchObject({
      firstName: 'Amala',
    });
    const ended = authReducer(
      { ...edited, error: 'x', message: 'y', loading: true },
      sessionEnded(),
    );
    expect(ended).toEqual(signedOutAuthState());
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('tree: attempted and loading, then the tree or the failure message', () => {
    let state = authReducer(signedIn, fetchReferralTree.pending('r', undefined));
    expect(state.referralTree).toEqual({ tree: null, loading: true, error: null, attempted: true });
    state = authReducer(state, fetchReferralTree.rejected(null, 'r', undefined));
    expect(state.referralTree).toMatchObject({
      loading: false,
      error: 'Failed to load referral tree',
    });
    expect(authReducer(state, resetTreeState()).referralTree).toEqual(
      signedOutAuthState().referralTree,
    );
  });
});

describe('auth thunks', () => {
  it('reject with their fallback when their code cannot load (offline)', async () => {
    vi.doMock('./auth-calls', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loginUser: login } = await import('./auth-slice');
    const { makeStore: freshStore } = await import('@/app/store');
    const store = freshStore();
    const result = await store.dispatch(login(loginArg));
    expect(result.payload).toEqual({
      message: 'Login failed',
      status: null,
      errors: null,
      hasMessage: false,
    });
    expect(store.getState().auth).toMatchObject({ loading: false, error: 'Login failed' });
  });
});
