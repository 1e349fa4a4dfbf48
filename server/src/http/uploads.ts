/**
 * Member photos under `/uploads/<file>` (DECISIONS 16). Only files whose names the server made
 * (32 random hex characters and an image extension) are served, so nothing else in the folder
 * and no path outside it can be reached, and names cannot be guessed.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Only server-generated avatars are SVG; operators' uploads are checked raster images.
  svg: 'image/svg+xml',
};

const FILE_RE = /^([a-f0-9]{32})\.(jpg|jpeg|png|webp|svg)$/;

/** Where uploads live: `<DATA_DIR>/uploads`. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** A new unguessable file name with the given extension. */
export const newUploadName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`;

/** The stored relative path for a file name (what `selfieImage` holds). */
export const uploadPath = (fileName: string) => `uploads/${fileName}`;

export function serveUploads(app: FastifyInstance, dir: string): void {
  const root = path.resolve(dir);
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const match = FILE_RE.exec(request.params.file);
    const file = match ? path.join(root, request.params.file) : null;
    const info = file ? await stat(file).catch(() => null) : null;
    if (!match || !file || !info?.isFile()) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply
      .type(TYPES[match[2] ?? ''] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=86400')
      .header('content-length', info.size)
      .send(createReadStream(file));
  });
}
