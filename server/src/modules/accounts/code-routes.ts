/** The calls around e-mailed codes: sign-up codes and password reset (API-CONTRACT section 2). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../../contract/api-paths';
import type { ForgotPasswordResponse } from '../../../../contract/user';
import { parseInput } from '../../lib/validate';
import { sendSignupCode, verifySignupCode } from './otp-service';
import { FORGOT_MESSAGE, forgotPassword, resetPassword } from './reset-service';
import { requestLanguage } from './request-language';
import { emailBody, normalEmail, resetPasswordBody, sendOtpBody, verifyOtpBody } from './schemas';

export function codeRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  /** Mails a sign-up code in the language the request asks for (no account yet). */
  async function sendCode(request: FastifyRequest): Promise<string> {
    const body = parseInput(sendOtpBody, request.body, request.log);
    const email = normalEmail(body.email);
    const language = body.language ?? requestLanguage(request);
    await sendSignupCode({ ...ctx, log: request.log }, email, request.ip, language);
    return email;
  }

  app.post(API.sendSignupOtp, async (request) => {
    const email = await sendCode(request);
    return {
      success: true,
      message: 'Verification OTP sent successfully. Please check your email.',
      email,
    };
  });

  // Same codes as send-otp (ARCHITECTURE section 3); the sign-up form's Resend uses send-otp.
  app.post(API.resendOtp, async (request) => {
    const email = await sendCode(request);
    return { success: true, message: 'New OTP sent successfully', email };
  });

  app.post(API.verifyOtp, async (request) => {
    const body = parseInput(verifyOtpBody, request.body, request.log);
    const email = normalEmail(body.email);
    await verifySignupCode(ctx, { email, otp: body.otp, ip: request.ip });
    return {
      success: true,
      message: 'Email verified successfully. You can now proceed with registration.',
      email,
      isVerified: true,
      data: { email, isVerified: true },
    };
  });

  app.post(API.forgotPassword, async (request) => {
    const email = normalEmail(parseInput(emailBody, request.body, request.log).email);
    const handle = await forgotPassword({ ...ctx, log: request.log }, email, request.ip);
    const answer: ForgotPasswordResponse = {
      success: true,
      message: FORGOT_MESSAGE,
      userId: handle,
    };
    return answer;
  });

  app.post(API.resetPassword, async (request) => {
    const body = parseInput(resetPasswordBody, request.body, request.log);
    await resetPassword(ctx, {
      handle: body.userId,
      code: body.resetOtp,
      password: body.password,
      ip: request.ip,
    });
    return { success: true, message: 'Password reset successful' };
  });
}
