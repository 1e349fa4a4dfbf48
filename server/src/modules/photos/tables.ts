/** Tables owned by the photos module (migration 014-photos-in-db). */

/**
 * Member photos kept in the database (DECISIONS 37), so every server host behind a load balancer
 * serves the same ones. `name` is the file name of the photo's `/uploads/<name>` address.
 */
export interface PhotosTable {
  /** 32 random hex characters and an extension, e.g. `9f…e1.webp`: unguessable. */
  name: string;
  /** Whose photo it is; null for a file moved in that no member named. */
  member_id: string | null;
  content_type: string;
  bytes: Buffer;
  /** A strong validator, quotes included, computed from the bytes. */
  etag: string;
  created_at: string;
}

export interface PhotoTables {
  photos: PhotosTable;
}
