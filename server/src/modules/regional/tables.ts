/**
 * Regional ambassadors: permanent titles and country-update requests. Pool earnings are ledger
 * rows (programme 'regional') and the wallet's member_totals.regional_fils.
 */
export interface RegionalPermanentTitlesTable {
  /** One permanent title per country, and one per member. */
  country: string;
  member_id: string;
  since: string;
}

export type CountryRequestStatus = 'pending' | 'approved' | 'rejected';

export interface CountryRequestsTable {
  id: string;
  member_id: string;
  current_country: string;
  requested_country: string;
  reason: string | null;
  status: CountryRequestStatus;
  requested_at: string;
  decided_at: string | null;
  note: string | null;
}

export interface RegionalTables {
  regional_permanent_titles: RegionalPermanentTitlesTable;
  country_requests: CountryRequestsTable;
}
