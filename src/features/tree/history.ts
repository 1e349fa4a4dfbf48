/**
 * The breadcrumb of visited members, kept in session storage (spec section 3) so that it
 * survives a reload but not the browser session. The root (the member's own tree) is implicit.
 */
import { STORAGE_KEYS } from '@/lib/storage-keys';

export interface Visit {
  id: string;
  name: string;
}

function isVisit(value: unknown): value is Visit {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<keyof Visit, unknown>>;
  return typeof v.id === 'string' && v.id !== '' && typeof v.name === 'string';
}

export function readHistory(): Visit[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.treeHistory) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isVisit) : [];
  } catch {
    return [];
  }
}

export function writeHistory(visits: Visit[]): void {
  try {
    if (visits.length === 0) sessionStorage.removeItem(STORAGE_KEYS.treeHistory);
    else sessionStorage.setItem(STORAGE_KEYS.treeHistory, JSON.stringify(visits));
  } catch {
    // Storage full or blocked: the breadcrumb just starts over next time.
  }
}

/**
 * The trail for the tree being shown: empty for the member's own tree; cut back to the target
 * when it was visited before (breadcrumb click, Back); otherwise the target is appended.
 */
export function trailTo(history: Visit[], targetId: string | null, name = ''): Visit[] {
  if (targetId === null) return [];
  const at = history.findIndex((v) => v.id === targetId);
  if (at >= 0) {
    const trail = history.slice(0, at + 1);
    return name ? trail.map((v) => (v.id === targetId ? { ...v, name } : v)) : trail;
  }
  return [...history, { id: targetId, name }];
}
