import { randomBytes, randomInt } from 'node:crypto';

/** 24 hex characters: the id shape of the company's old apps (ObjectId-like), unguessable. */
export const newId = () => randomBytes(12).toString('hex');

/** Session ids inside tokens. */
export const newSessionId = () => randomBytes(16).toString('hex');

/** A 6-digit one-time code from the cryptographic generator. */
export const newOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export const nowIso = () => new Date().toISOString();
