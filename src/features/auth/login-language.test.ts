import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api-paths';
import type { User } from '@contract/user';
import { makeStore } from '@/app/store';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { apiUrl, setupMsw } from '@/test/msw';
import { loginUser } from './auth-slice';

const server = setupMsw();
const user = { _id: 'u1', id: 'u1', username: 'salma', firstName: 'Salma', language: 'ar' } as User;
const arg = {
  email: '',
  phoneNumber: '',
  username: 'salma',
  password: 'Secret123',
  rememberMe: true,
};

afterEach(() => {
  activateLanguage('en');
  localStorage.clear();
});

// DECISIONS 38: the language a person reads in when they log in is the one they continue in.
describe('logging in', () => {
  it('keeps the language of the page the member logged in on for the member area', async () => {
    server.use(
      http.post(apiUrl(API.login), () =>
        HttpResponse.json({ success: true, token: 'a.b.c', user }),
      ),
    );
    await loadLanguage('ar');
    activateLanguage('ar');
    localStorage.setItem('language', 'en');
    const result = await makeStore().dispatch(loginUser(arg));
    expect(loginUser.fulfilled.match(result)).toBe(true);
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('changes nothing when the login fails', async () => {
    server.use(
      http.post(apiUrl(API.login), () =>
        HttpResponse.json({ success: false, message: 'Invalid credentials' }, { status: 401 }),
      ),
    );
    activateLanguage('en');
    localStorage.setItem('language', 'ar');
    await makeStore().dispatch(loginUser(arg));
    expect(localStorage.getItem('language')).toBe('ar');
  });
});
