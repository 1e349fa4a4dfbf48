/** Test helper: the typed `data` of a JSON answer (tests only). */
import type {
  BbrCurrentCampaignResponse,
  BbrLeaderboardResponse,
  BbrPastWinsResponse,
  GlobalAmbassadorsResponse,
  HlrLeaderboardResponse,
  HlrProgressResponse,
  RegionalLeaderboardResponse,
  RegionalProgressResponse,
} from '../../../../contract/rewards';

interface Answers {
  bbrCurrent: BbrCurrentCampaignResponse['data'];
  bbrBoard: BbrLeaderboardResponse['data'];
  bbrWins: BbrPastWinsResponse['data'];
  hlrProgress: HlrProgressResponse['data'];
  hlrBoard: HlrLeaderboardResponse['data'];
  regionalProgress: RegionalProgressResponse['data'];
  regionalBoard: RegionalLeaderboardResponse['data'];
  ambassadors: GlobalAmbassadorsResponse['data'];
}

// The generic mirrors light-my-request's `json<T>()`, which the answers under test have.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
type JsonAnswer = { json: <T>() => T };

export function dataOf<K extends keyof Answers>(_kind: K, res: JsonAnswer): Answers[K] {
  return res.json<{ data: Answers[K] }>().data;
}
