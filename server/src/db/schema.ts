import type { AuditTables } from '../modules/audit/tables';
import type { AccountsTables } from '../modules/accounts/tables';
import type { BbrTables } from '../modules/bbr/tables';
import type { KycTables } from '../modules/kyc/tables';
import type { LedgerOpsTables } from '../modules/ledger-ops/tables';
import type { OperatorTables } from '../modules/operators/tables';
import type { HlrTables } from '../modules/hlr/tables';
import type { MemberOpsTables } from '../modules/member-ops/tables';
import type { MemberRightsTables } from '../modules/member-rights/tables';
import type { PhotoTables } from '../modules/photos/tables';
import type { ReferralTables } from '../modules/referrals/tables';
import type { RideImportTables } from '../modules/ride-imports/tables';
import type { RegionalTables } from '../modules/regional/tables';
import type { WalletTables } from '../modules/wallet/tables';
import type { WithdrawalTables } from '../modules/withdrawals/tables';
import type { CoreTables } from './tables/core';

/** The whole schema as Kysely sees it; each module declares its own tables. */
export interface Database
  extends
    CoreTables,
    AccountsTables,
    WalletTables,
    BbrTables,
    HlrTables,
    RegionalTables,
    WithdrawalTables,
    PhotoTables,
    AuditTables,
    KycTables,
    MemberRightsTables,
    OperatorTables,
    ReferralTables,
    LedgerOpsTables,
    MemberOpsTables,
    RideImportTables {}
