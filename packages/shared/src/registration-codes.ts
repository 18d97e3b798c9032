/**
 * Result codes of registration (access.md §4 'Registration flow', §8). No schema library here:
 * cheap to import anywhere.
 */
export const VERIFY_REGISTER_CODE = {
  /** New person: OTPs sent, go to step 11. */
  otpRequired: 0,
  /** A pending verification for the same data was resumed: new OTPs sent, go to step 11. */
  otpResumed: -100,
  /** The same person has an account on a sister site: register at once with RegisterMulti. */
  multiAccount: -200,
  /** The contacts were already verified for this registration: register at once. */
  alreadyVerified: -300,
  /** Bot check failed or abnormal traffic from the address: modal, registering blocked. */
  abnormalTraffic: -3,
  /** Registration refused (fiscal code already registered, under 18): blocked. */
  blocked: -5,
  /** E-mail or mobile already used by another account: 'Modifica i dati'. */
  editData: -6,
} as const;

export const REGISTRATION_CODE = {
  ok: 0,
  abnormalTraffic: -3,
  blocked: -5,
  editData: -6,
  /** Account opened; the promo code is a cart coupon to enter in the cart. */
  couponInCart: -5296,
  /** The mobile number is already registered on another account. */
  mobileInUse: -6643,
  /** The OTPs of the pending registration are missing or not verified. */
  otpMissing: -7,
  /** The registration module is off, withdraw-only mode, or the night lock. */
  closed: -8,
  /** Ours: Register while NewRegistration_Enabled is off, or RegisterUser while it is on. */
  wrongCall: -9,
} as const;

export const MIGRATION_CODE = {
  ok: 0,
  abnormalTraffic: -3,
  /** Fiscal code, invitation and old username do not name a legacy account still to migrate. */
  notFound: -1,
  usernameTaken: -2,
  alreadyMigrated: -4,
  /** The person already has an account here (same fiscal code, e-mail or mobile): log in with it. */
  alreadyRegistered: -5,
} as const;

/** VerifyOtpCode's type. */
export const OTP_TYPE = { mobile: 1, email: 2 } as const;

/** Ours: answers of VerifyOtpCode and SendOtpCode (the spec does not show them). */
export const OTP_CODE = {
  ok: 0,
  wrong: -1,
  expired: -2,
  /** Five wrong tries spend a code: a new one must be asked for. */
  tooManyAttempts: -4,
  /** `data` is not the mobile or e-mail of the pending registration. */
  dataMismatch: -6,
  /** No pending registration with this numConto (unknown, expired or already used). */
  notFound: -9,
  /** SendOtpCode: a code of this type was sent less than a minute ago. */
  tooSoon: -10,
} as const;
