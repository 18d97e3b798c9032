import type { UserData } from '@conto-gioco/shared/auth';
import type { PaymentMethod } from '@conto-gioco/shared/payment-methods';
import { defaultClientSettings } from '@conto-gioco/shared/settings';
import type { AccountStatus } from '@conto-gioco/shared/status';
import { STATUS_ITEM_NAMES, STATUS_ITEM_TEXTS, type StatusItemName } from '@conto-gioco/shared/status-items';

export function userFixture(overrides: Partial<UserData> = {}): UserData {
  return {
    username: 'mario1980',
    contratto: 'CG000123',
    nome: 'Mario',
    cognome: 'Rossi',
    saldo: 123456,
    prelevabile: 100000,
    email: 'mario.rossi@example.it',
    statoConto: 2,
    esclusione: false,
    cambio_password: false,
    TermsAccepted: true,
    richiedereIsPep: false,
    confirmedMobile: true,
    playerConfirmed: true,
    verifyContacts: false,
    lastMobileVerificationDate: null,
    lastEmailVerificationDate: null,
    lastLogin: '2025-06-01T10:30:00Z',
    oldSessionClosed: false,
    invitation: null,
    betsession: 'sess-1',
    supportData: null,
    primaRicarica: false,
    userIdConto: 42,
    elsession: 'el-1',
    fidelity: false,
    father: null,
    BonusCouponsValue: 500,
    userStatusOk: true,
    ...overrides,
  };
}

export const clientSettingsFixture = () => defaultClientSettings(42);

export const DEFAULT_MODULES: Record<string, string> = {
  ConsentiSoloPrelievo: 'false',
  VIP2_Enabled: 'true',
  VipProfiles: 'true',
  V3_ClassificheRanking_Enabled: 'true',
  V3_Login_InfoBox_Enabled: 'false',
  AllSectionsDisabled: 'false',
  GetVIPOk: 'true',
  SiteName: 'Conto Gioco',
  CustomerCareEmail: 'assistenza@contogioco.it',
};

/**
 * What GetAccountStatus answers for this user with the site's default switches (contacts are not
 * re-verified, the modal is closable): a stand-in for the server's computation in component tests.
 */
export function accountStatusFixture(
  user: UserData,
  overrides: Partial<Omit<AccountStatus, 'items'>> & {
    items?: Partial<Record<StatusItemName, boolean>>;
  } = {},
): AccountStatus {
  const provisional = user.statoConto === 1;
  const notOk: Record<StatusItemName, boolean> = {
    cambio_password: user.cambio_password,
    terms_not_accepted: !user.TermsAccepted,
    richiedere_pep: user.richiedereIsPep,
    mobile_not_confirmed: !user.confirmedMobile,
    mail_not_confirmed: !user.playerConfirmed,
    esclusione: user.esclusione || [9, 70, 80].includes(user.statoConto),
    conto_attivo: user.statoConto === 0 || (provisional && user.userStatusOk),
    conto_provvisorio: provisional && !user.userStatusOk,
    conto_bloccato: user.statoConto === 6,
    auto_esclusione_temporanea: user.statoConto === 7,
    auto_esclusione_permanente: user.statoConto === 8,
    documento_scaduto: false,
  };
  for (const [name, ok] of Object.entries(overrides.items ?? {})) notOk[name as StatusItemName] = !ok;
  const { items: _items, ...flags } = overrides;
  const items = Object.fromEntries(
    STATUS_ITEM_NAMES.map((name) => [name, { ok: !notOk[name], ...STATUS_ITEM_TEXTS[name] }]),
  ) as AccountStatus['items'];
  return {
    items,
    allOk: STATUS_ITEM_NAMES.every((name) => !notOk[name]),
    verifyContacts: false,
    allSectionsDisabled: false,
    closable: true,
    onlyNotNow: false,
    incompleteSeverity: notOk.conto_provvisorio
      ? 2
      : provisional ||
          notOk.mobile_not_confirmed ||
          notOk.mail_not_confirmed ||
          notOk.terms_not_accepted ||
          notOk.richiedere_pep
        ? 1
        : 0,
    documentState: notOk.conto_provvisorio || user.statoConto === 0 ? 1 : 0,
    documentsDeadline: null,
    documentsDaysLeft: null,
    blockedReason: null,
    warnings: {
      email: notOk.mail_not_confirmed,
      mobile: notOk.mobile_not_confirmed,
      selfExclusion: user.statoConto === 70,
    },
    statoConto: user.statoConto,
    email: user.email,
    cellulare: '+393331234567',
    ...flags,
  };
}

/** A payment method shaped like the seed's deposit methods; the overrides make it any other. */
export const paymentMethodFixture = (
  overrides: Partial<PaymentMethod> & Pick<PaymentMethod, 'Id' | 'Name' | 'NameLong'>,
): PaymentMethod => ({
  Description: '',
  Testing: true,
  MinAmount: 1000,
  MaxAmount: 100000,
  InfoMessage: null,
  AdditionalCost: 'Nessun costo aggiuntivo',
  DeliveryTimeMessage: null,
  CreditTime: 'Immediato',
  Withdrawal_Recharge: false,
  TimeSlot_MinAmount: null,
  TimeSlot_MaxAmount: null,
  TimeSlot_From: null,
  TimeSlot_To: null,
  Icon: 'bank-card-line',
  SubmitStyle: 'redirect',
  RequiredField: null,
  PaymentType: null,
  ViewOrder: overrides.Id,
  ...overrides,
});
