/**
 * Steps 4 to 11 in one chunk of their own (with the selects, radios and fields only they use): the
 * form's first load is step 1's. The form asks for it as the player leaves step 1 (or when it opens
 * on a later step), so it is there by the time step 4 shows.
 */
export { Step4Residence } from './step-4-residence';
export { Step5Document } from './step-5-document';
export { Step6Credentials } from './step-6-credentials';
export { Step7Security } from './step-7-security';
export { Step8DepositLimit } from './step-8-deposit-limit';
export { Step9Referrer } from './step-9-referrer';
export { Step10Consents } from './step-10-consents';
export { Step11Otp } from './step-11-otp';
