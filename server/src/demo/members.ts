/**
 * Demo members (ARCHITECTURE section 2), outside production only: the tree of people.ts,
 * every member with the password DemoPass1 (hashed once and shared, so seeding stays fast),
 * joined relative to today (DECISIONS 24), with generated avatars for members who went
 * through KYC.
 */
import { TERMS_VERSION } from '../../../contract/terms';
import type { AppContext } from '../context';
import { avatarPhoto } from './avatars';
import { insertMember } from '../modules/accounts/member-writer';
import { passwordHasher } from '../modules/accounts/passwords';
import { setMemberPhoto } from '../modules/photos/service';
import { DEMO_EMAIL, DEMO_MEMBERS, DEMO_PASSWORD, DEMO_USERNAME, type DemoMember } from './people';
import { DEMO_PHONE, demoPhone } from './phones';

const phoneFor = (m: DemoMember, index: number) =>
  m.username === DEMO_USERNAME ? DEMO_PHONE : demoPhone(m.country, index);

const emailFor = (m: DemoMember) =>
  m.username === DEMO_USERNAME
    ? DEMO_EMAIL
    : `${m.firstName}.${m.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';

export async function seedMembers(ctx: AppContext): Promise<void> {
  if (ctx.config.isProduction) throw new Error('Refusing to seed demo members in production');
  const existing = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('username_lower', '=', DEMO_USERNAME)
    .executeTakeFirst();
  if (existing) return;

  const hash = await passwordHasher(ctx.config.ARGON2_MEMORY_KIB).hash(DEMO_PASSWORD);
  const now = Date.now();

  await ctx.db.transaction().execute(async (trx) => {
    const ids = new Map<string, string>();
    for (const [i, m] of DEMO_MEMBERS.entries()) {
      const sponsorId = m.sponsor ? ids.get(m.sponsor) : null;
      if (sponsorId === undefined)
        throw new Error(`demo sponsor ${m.sponsor ?? ''} not seeded yet`);
      const { phone, national } = phoneFor(m, i);
      // Spread joins over the day so members of one day keep their list order.
      const joined = new Date(now - m.daysAgo * 86_400_000 - (DEMO_MEMBERS.length - i) * 60_000);
      const id = await insertMember(trx, {
        username: m.username,
        first_name: m.firstName,
        last_name: m.lastName,
        email: emailFor(m),
        phone,
        phone_national: national,
        country: m.country,
        gender: m.gender,
        password_hash: hash,
        sponsor_member_id: sponsorId,
        sponsor_by: m.sponsor,
        role: m.driver ? 'driver' : 'customer',
        kyc_level: m.kyc === 'approved' ? (m.driver ? 2 : 1) : 0,
        kyc_status: m.kyc,
        selfie_image: null,
        date_of_birth: null,
        deceased_at: null,
        heir_name: null,
        crr_rank: 'None',
        crr_rank_at: null,
        pgp_total: 0,
        tgp_total: 0,
        // Demo members signed up through today's form, so they accepted today's terms.
        terms_version: TERMS_VERSION,
        terms_accepted_at: joined.toISOString(),
        created_at: joined.toISOString(),
      });
      if (m.kyc === 'approved' || m.kyc === 'pending')
        await setMemberPhoto(trx, id, avatarPhoto(m.firstName, m.lastName, i), joined);
      ids.set(m.username, id);
    }
  });
}
