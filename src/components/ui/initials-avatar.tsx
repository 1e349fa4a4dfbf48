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
 * A member without a photo: their initials on the brand colour, in both themes. One image to
 * assistive technology, named by `label` (the initials are decoration).
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
      className={`flex items-center justify-center bg-brand-700 font-bold tracking-wide text-white select-none dark:bg-brand-800 dark:text-sand-100 ${className}`}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
    </div>
  );
}
