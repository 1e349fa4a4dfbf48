/**
 * Language continuity (DECISIONS 38, 50): an account that never chose its language takes the
 * language of the page its member logs in on; a choice made with the switch is kept.
 */
import type { Language } from '../../../../contract/language';
import type { AppContext } from '../../context';

export async function adoptReadingLanguage(
  ctx: AppContext,
  memberId: string,
  language: Language | null,
): Promise<void> {
  if (!language) return;
  await ctx.db
    .updateTable('members')
    .set({ language })
    .where('id', '=', memberId)
    .where('language_chosen', '=', 0)
    .where('language', '<>', language)
    .execute();
}
