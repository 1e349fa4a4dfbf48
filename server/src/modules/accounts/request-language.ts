/**
 * The language a request asks for (DECISIONS 38): the SPA sends its own as `Accept-Language`;
 * a header that names neither of ours (or none, as old apps send) means English.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromAccept, type Language } from '../../../../contract/language';

export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  languageFromAccept(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
