/** The Rihla mark (the same drawing as the favicon), sized by the parent. */
export function BrandMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#0f5c55" />
      <path d="M18 44V20h14a9 9 0 0 1 2 17.8L44 44h-8l-9-6h-2v6z" fill="#f3d39a" />
      <path d="M25 26v6h7a3 3 0 0 0 0-6z" fill="#0f5c55" />
    </svg>
  );
}
