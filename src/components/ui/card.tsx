import type { HTMLAttributes } from 'react';

/** The surface every panel sits on: soft radius, subtle shadow, both themes. */
export function Card({ className = '', ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-card border border-line bg-surface-raised p-5 shadow-card sm:p-6 ${className}`}
      {...rest}
    />
  );
}
