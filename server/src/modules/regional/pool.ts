/**
 * Sharing one ride's regional pool among the title holders, exactly: each gets the pool divided
 * by their number, rounded down to the fil, and the fils left over (fewer than the holders) go
 * one each to the holders in turn, starting at a place drawn from the ride id. Over many rides
 * every holder gets the same; the shares of one ride always add up to the pool.
 */

/** FNV-1a: a stable, well-spread number from the ride id (not for security). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function sharePool(
  poolFils: number,
  holderIds: readonly string[],
  rideId: string,
): Map<string, number> {
  const shares = new Map<string, number>();
  const n = holderIds.length;
  if (n === 0 || poolFils <= 0) return shares;
  const base = Math.floor(poolFils / n);
  const left = poolFils - base * n;
  const start = hash(rideId) % n;
  holderIds.forEach((id, i) => {
    const turn = (i - start + n) % n;
    shares.set(id, base + (turn < left ? 1 : 0));
  });
  return shares;
}
