/** Up to two initials from a name ("Layla Haddad" → "LH"), whole characters in any script. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/**
 * A member without a photo: their initials, deep teal on sand (the brand's accent stands out on
 * its teal surfaces in both themes). One image to assistive technology, named by `label`; the
 * initials are decoration.
 */
export function InitialsAvatar({
  name,
  label,
  className = '',
}: {
  name: string;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`flex items-center justify-center bg-sand-200 font-bold tracking-wide text-brand-900 select-none dark:bg-sand-300 dark:text-brand-950 ${className}`}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </div>
  );
}
