/**
 * The member's own profile (DECISIONS 37): first name, last name, gender and language
 * (DECISIONS 38). Username, e-mail, phone and sponsor are not changed here; the route's schema
 * never lets them through.
 */
import type { Language } from '../../../../contract/language';
import type { Gender, User } from '../../../../contract/user';
import type { AppContext } from '../../context';
import { loadUser } from './respond';

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  gender?: Gender | undefined;
  language?: Language | undefined;
}

export async function updateProfile(
  ctx: AppContext,
  memberId: string,
  changes: ProfileChanges,
  now = new Date(),
): Promise<User> {
  const set = {
    ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
    ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
    // A language given here was chosen with the switch; logins no longer change it (DECISIONS 50).
    ...(changes.language !== undefined ? { language: changes.language, language_chosen: 1 } : {}),
  };
  if (Object.keys(set).length > 0) {
    await ctx.db
      .updateTable('members')
      .set({ ...set, updated_at: now.toISOString() })
      .where('id', '=', memberId)
      .execute();
  }
  return loadUser(ctx, memberId);
}
