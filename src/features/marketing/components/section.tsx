import type { ReactNode } from 'react';

const tones = {
  plain: 'bg-surface',
  alt: 'bg-surface-alt',
  brand: 'bg-brand-800 text-white dark:bg-brand-950',
} as const;

/** A full-width page band with the content column inside; labelled by its heading id. */
export function Section({
  id,
  labelledBy,
  tone = 'plain',
  className = '',
  children,
}: {
  id?: string;
  labelledBy: string;
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-14 sm:py-20`}>
      <div className={`mx-auto max-w-content px-4 sm:px-6 ${className}`}>{children}</div>
    </section>
  );
}

/** Eyebrow, heading and lead paragraph, in the type scale every section shares. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  center = false,
  onBrand = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  center?: boolean;
  onBrand?: boolean;
}) {
  return (
    <div className={`mb-8 max-w-2xl sm:mb-10 ${center ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p
          className={`mb-2 text-sm font-semibold tracking-wide rtl:tracking-normal uppercase ${onBrand ? 'text-sand-300' : 'text-sand-700 dark:text-sand-300'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-xl font-bold text-balance sm:text-2xl">
        {title}
      </h2>
      {lead && (
        <p className={`mt-3 text-base sm:text-lg ${onBrand ? 'text-brand-100' : 'text-ink-muted'}`}>
          {lead}
        </p>
      )}
    </div>
  );
}
