import type { FastifyInstance } from 'fastify';
import { API } from '../../../../contract/api-paths';
import { contactSchema } from '../../../../contract/validation';
import { parseInput } from '../../lib/validate';
import { CONTACT_SENT, receiveContact } from './service';

export const contactBody = contactSchema.strict();

/** POST /api/contact (DECISIONS 29). */
export default function routes(app: FastifyInstance): Promise<void> {
  app.post(API.contact, async (request, reply) => {
    const input = parseInput(contactBody, request.body, request.log);
    await receiveContact({ ...app.ctx, log: request.log }, input, request.ip);
    return reply.status(201).send({ success: true, message: CONTACT_SENT });
  });
  return Promise.resolve();
}
