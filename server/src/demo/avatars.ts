/**
 * Generated avatars for demo members (DECISIONS 16): a coloured disc with initials, an SVG stored
 * in the photos table like any member's photo (DECISIONS 37).
 */
import type { PreparedPhoto } from '../modules/photos/image';

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

/** One avatar, ready for `setMemberPhoto`. Only server-made avatars are ever SVG. */
export function avatarPhoto(first: string, last: string, index: number): PreparedPhoto {
  return {
    bytes: Buffer.from(avatarSvg(first, last, index)),
    contentType: 'image/svg+xml',
    ext: 'svg',
  };
}
