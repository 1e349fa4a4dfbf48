/**
 * Generated avatars for demo members (DECISIONS 16): a coloured disc with initials, written as
 * an SVG file with an unguessable name in the uploads folder.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newUploadName, uploadPath } from '../http/uploads';

const COLOURS = ['#0f766e', '#b45309', '#1d4ed8', '#7c3aed', '#be123c', '#15803d', '#0e7490'];

const initials = (first: string, last: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase().replace(/[^A-Z]/g, '');

export function avatarSvg(first: string, last: string, index: number): string {
  const colour = COLOURS[index % COLOURS.length] ?? '#0f766e';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<rect width="128" height="128" rx="64" fill="${colour}"/>`,
    '<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif"',
    ` font-size="52" font-weight="600" fill="#ffffff">${initials(first, last)}</text>`,
    '</svg>',
  ].join('');
}

/** Writes one avatar and returns the relative path to store as `selfie_image`. */
export async function writeAvatar(
  dir: string,
  first: string,
  last: string,
  index: number,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = newUploadName('svg');
  await writeFile(path.join(dir, name), avatarSvg(first, last, index));
  return uploadPath(name);
}
