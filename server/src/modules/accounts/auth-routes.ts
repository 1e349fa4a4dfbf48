/** Sign-up, login, logout and the current user (API-CONTRACT section 2). */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { API } from '../../../../contract/api-paths';
import type { CurrentUserResponse, LoginResponse, SignupResponse } from '../../../../contract/user';
import { languageFromAccept } from '../../../../contract/language';
import { MESSAGES } from '../../../../contract/validation';
import { badRequest } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { currentMember, requireMember } from './auth-guard';
import { deviceSetCookie, trustedDevice } from './device-cookie';
import { login, type LoginInput } from './login-service';
import { parseSignupPhone } from './phone';
import { adoptReadingLanguage } from './reading-language';
import { requestLanguage } from './request-language';
import { loadUser, sessionAnswer } from './respond';
import { loginBody, normalEmail, signupBody, signupQuery } from './schemas';
import { signup } from './signup-service';

function loginInput(body: unknown, log: FastifyBaseLogger): LoginInput {
  const b = parseInput(loginBody, body, log);
  // Only the identifier that was given is looked up (API-CONTRACT 9.10).
  const given = (['email', 'phoneNumber', 'username'] as const).filter((k) => b[k] !== '');
  const errors: Record<string, string> = {};
  if (given.length === 0) errors.identifier = MESSAGES.identifierRequired;
  if (given.length > 1) errors.identifier = 'Give only one of email, phone number or username';
  if (!b.password) errors.password = MESSAGES.passwordRequired;
  const kind = given[0];
  if (!kind || given.length > 1 || !b.password)
    throw badRequest(Object.values(errors)[0] ?? MESSAGES.identifierRequired, errors);
  return { kind, value: b[kind], password: b.password };
}

export function authRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  app.post(API.signup, async (request, reply) => {
    const body = parseInput(signupBody, request.body, request.log);
    const query = parseInput(signupQuery, request.query);
    // The schema has checked it already; this reads the stored form.
    const phone = parseSignupPhone(body.phoneNumber, body.countryCode);
    if ('message' in phone)
      throw badRequest(phone.message, { phoneNumber: phone.message }, 'PHONE_INVALID');
    const { memberId, token } = await signup(
      ctx,
      {
        ...body,
        email: normalEmail(body.email),
        phone,
        // The referral link's ?ref= wins over the typed sponsor (API-CONTRACT section 2).
        sponsorBy: query.ref || body.sponsorBy,
        language: body.language ?? requestLanguage(request),
        userAgent: request.headers['user-agent'],
      },
      request.ip,
    );
    const answer: SignupResponse = await sessionAnswer(
      ctx,
      memberId,
      token,
      'Registration completed successfully',
    );
    return reply.status(201).send(answer);
  });

  app.post(API.login, async (request, reply) => {
    const { memberId, token, device } = await login(ctx, loginInput(request.body, request.log), {
      ip: request.ip,
      device: trustedDevice(request, ctx.config),
      userAgent: request.headers['user-agent'],
    });
    // The page's language, as the SPA sends it; an app that names neither of ours changes nothing.
    await adoptReadingLanguage(
      ctx,
      memberId,
      languageFromAccept(request.headers['accept-language']),
    );
    const answer: LoginResponse = await sessionAnswer(ctx, memberId, token, 'Login successful');
    const secure = ctx.config.publicUrl.startsWith('https://') || request.protocol === 'https';
    void reply.header('set-cookie', deviceSetCookie(device, `/api${API.login}`, secure));
    return answer;
  });

  app.get(API.currentUser, { preHandler: requireMember }, async (request) => {
    const me = currentMember(request);
    const user = await loadUser(ctx, me.id);
    // A fresh token on the same session, so logout still ends it (DECISIONS 2).
    const token = await ctx.tokens.sign({ memberId: me.id, sessionId: me.sessionId });
    const answer: CurrentUserResponse = { success: true, user, token };
    return answer;
  });

  app.post(API.logout, { preHandler: requireMember }, async (request) => {
    await ctx.sessions.revoke(currentMember(request).sessionId);
    return { success: true, message: 'Logged out successfully' };
  });
}
