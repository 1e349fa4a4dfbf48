import type { FastifyInstance } from 'fastify';
import accounts from './accounts/routes';
import audit from './audit/routes';
import bbr from './bbr/routes';
import campaignOps from './bbr/ops-routes';
import contact from './contact/routes';
import hlr from './hlr/routes';
import kyc from './kyc/routes';
import kycOps from './kyc/ops-routes';
import ledgerOps from './ledger-ops/routes';
import memberOps from './member-ops/ops-routes';
import memberRights from './member-rights/routes';
import operators from './operators/routes';
import { registerOps } from './operators/ops-scope';
import photos from './photos/routes';
import referrals from './referrals/routes';
import regional from './regional/routes';
import countryOps from './regional/ops-routes';
import reportsOps from './reports/ops-routes';
import rideImportOps from './ride-imports/routes';
import tree from './tree/routes';
import wallet from './wallet/routes';
import statement from './wallet/statement-routes';
import withdrawals from './withdrawals/routes';
import withdrawalOps from './withdrawals/ops-routes';

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
    kyc,
    memberRights,
    referrals,
  ]) {
    await api.register(plugin);
  }
  // The operator console's calls, under /api/ops (DECISIONS 49).
  await registerOps(api, [
    operators,
    audit,
    withdrawalOps,
    kycOps,
    ledgerOps,
    campaignOps,
    countryOps,
    memberOps,
    reportsOps,
    rideImportOps,
  ]);
}
