/** Our mark: a road curving toward a sand-coloured sun, in the brand colours (BRAND.md). */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#0f5c55" />
      <circle cx="27" cy="13" r="5" fill="#ebc070" />
      <path
        d="M9 33c4-7 9-10 15-12"
        stroke="#ecf8f6"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M10.5 33c4-6 8.5-9 13.5-10.5"
        stroke="#0f5c55"
        strokeWidth="1"
        strokeDasharray="2 2.2"
        fill="none"
      />
    </svg>
  );
}
