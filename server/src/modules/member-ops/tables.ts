/** Tables of the members desk (migration 023-member-ops). */

/** An operator's internal note on a member; the member never sees it. */
export interface MemberNotesTable {
  id: string;
  member_id: string;
  operator_id: string | null;
  /** The operator's name, or `cli:<user>`. */
  author: string;
  body: string;
  created_at: string;
}

/** A sign-in lock; open while `unlocked_at` is null (one open lock per member at most). */
export interface MemberLocksTable {
  id: string;
  member_id: string;
  /** Shown to the member only after the right password (DECISIONS 49). */
  reason: string;
  locked_by: string;
  locked_at: string;
  unlocked_by: string | null;
  unlocked_at: string | null;
  unlock_reason: string | null;
}

export interface MemberOpsTables {
  member_notes: MemberNotesTable;
  member_locks: MemberLocksTable;
}
