/** The only place the SPA reads its build-time environment. Never put a secret in a VITE_ variable. */
function readBaseUrl(): string {
  const raw: unknown = import.meta.env.VITE_API_BASE_URL;
  if (typeof raw === 'string' && raw.trim()) return raw.trim().replace(/\/$/, '');
  return '/api';
}

function readAssetHost(): string {
  const raw: unknown = import.meta.env.VITE_ASSET_HOST;
  return typeof raw === 'string' ? raw.trim().replace(/\/$/, '') : '';
}

export const env = {
  apiBaseUrl: readBaseUrl(),
  /** Host that serves `selfieImage` paths; empty means this origin. */
  assetHost: readAssetHost(),
  requestTimeoutMs: 10_000,
} as const;

/** `uploads/x.webp` → `<asset host>/uploads/x.webp`, with exactly one slash (old defect fixed). */
export function assetUrl(relativePath: string): string {
  return `${env.assetHost}/${relativePath.replace(/^\/+/, '')}`;
}
