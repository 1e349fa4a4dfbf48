/**
 * Our own simple social icons (lucide has no brand marks), drawn on a 24-unit grid in
 * currentColor so they follow the footer's text colour.
 */
import type { ReactNode } from 'react';

const icons: Record<string, ReactNode> = {
  Facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z" />
  ),
  Instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  X: (
    <path d="M4.5 4h4.2l3.9 5.4L17.3 4h2.2l-5.9 6.8L20 20h-4.2l-4.2-5.8L6.6 20H4.4l6.2-7.1L4.5 4z" />
  ),
  TikTok: (
    <path d="M14.5 3h2.9c.3 2.1 1.6 3.6 3.6 3.9v2.9c-1.4 0-2.6-.4-3.6-1.1v6.2A5.6 5.6 0 1 1 11.8 9.3v3a2.7 2.7 0 1 0 2.7 2.6V3z" />
  ),
  Telegram: (
    <path d="M20.7 4.3 3.6 11c-.9.4-.9 1.5 0 1.8l4.2 1.4 1.6 5c.2.7 1.1.9 1.6.4l2.4-2.2 4.3 3.2c.6.4 1.4.1 1.6-.6l3-13.6c.2-.9-.7-1.6-1.6-1.1zM9.6 13.6l7.6-5.2-6 6.3-.3 2.8-1.3-3.9z" />
  ),
};

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {icons[name] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
