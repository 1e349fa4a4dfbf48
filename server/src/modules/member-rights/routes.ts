/** The member-rights calls (issue 28): consent, password, devices, data export, closing. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../../contract/api-paths';
import {
  RIGHTS_MESSAGES,
  changePasswordBody,
  closeBody,
  closeCodeBody,
  consentBody,
  type CloseCodeResponse,
  type SessionsResponse,
  type SignOutOthersResponse,
  type SimpleResponse,
} from '../../../../contract/member-rights';
import { parseInput } from '../../lib/validate';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { recordAudit } from '../audit/service';
import { closeAccount, requestCloseCode } from './close-service';
import { acceptTerms } from './consent';
import { buildExportZip } from './export-zip';
import { changePassword, listDevices, signOutOthers } from './security-service';

export default function routes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const auth = { preHandler: requireMember };

  app.post(API.consent, auth, async (request) => {
    parseInput(consentBody, request.body, request.log);
    await acceptTerms(ctx, currentMember(request).id, request.ip);
    const answer: SimpleResponse = { success: true, message: RIGHTS_MESSAGES.consentSaved };
    return answer;
  });

  app.post(API.changePassword, auth, async (request) => {
    const body = parseInput(changePasswordBody, request.body, request.log);
    await changePassword(ctx, currentMember(request), body, request.ip);
    const answer: SimpleResponse = { success: true, message: RIGHTS_MESSAGES.passwordChanged };
    return answer;
  });

  app.get(API.sessions, auth, async (request) => {
    const answer: SessionsResponse = {
      success: true,
      sessions: await listDevices(ctx, currentMember(request)),
    };
    return answer;
  });

  app.post(API.signOutOthers, auth, async (request) => {
    const signedOut = await signOutOthers(ctx, currentMember(request), request.ip);
    const answer: SignOutOthersResponse = {
      success: true,
      message: RIGHTS_MESSAGES.signedOutOthers,
      signedOut,
    };
    return answer;
  });

  app.get(API.dataExport, auth, async (request, reply) => {
    const me = currentMember(request);
    const zip = await buildExportZip(ctx, me.id);
    await recordAudit(ctx.db, {
      actor: { kind: 'member', id: me.id },
      action: 'member.data.export',
      memberId: me.id,
      ip: request.ip,
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="rihla-my-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });

  app.post(API.closeCode, auth, async (request) => {
    const body = parseInput(closeCodeBody, request.body, request.log);
    const forfeitAed = await requestCloseCode(ctx, currentMember(request), body.password);
    const answer: CloseCodeResponse = {
      success: true,
      message: RIGHTS_MESSAGES.closeCodeSent,
      forfeitAed,
    };
    return answer;
  });

  app.post(API.closeAccount, auth, async (request) => {
    const body = parseInput(closeBody, request.body, request.log);
    await closeAccount(ctx, currentMember(request), body, request.ip);
    const answer: SimpleResponse = { success: true, message: RIGHTS_MESSAGES.closed };
    return answer;
  });
  return Promise.resolve();
}
