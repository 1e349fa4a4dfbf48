import type { FastifyInstance } from 'fastify';
import accounts from './accounts/routes';
import bbr from './bbr/routes';
import contact from './contact/routes';
import hlr from './hlr/routes';
import photos from './photos/routes';
import referrals from './referrals/routes';
import regional from './regional/routes';
import tree from './tree/routes';
import wallet from './wallet/routes';
import statement from './wallet/statement-routes';
import withdrawals from './withdrawals/routes';

/** Every API module, mounted under /api. */
export async function registerModules(api: FastifyInstance): Promise<void> {
  for (const plugin of [
    accounts,
    photos,
    tree,
    contact,
    wallet,
    statement,
    withdrawals,
    bbr,
    hlr,
    regional,
    referrals,
  ]) {
    await api.register(plugin);
  }
}
