import { z } from 'zod';
import { responseEnvelope } from './envelope.ts';

/**
 * Site modules are on/off switches; system variables carry a string value (GetVIPOk is "true").
 * Both are read through GetSiteModule, whose ResponseData is the value as a string
 * ("true" / "false" for modules).
 */
export const siteModuleQuery = z.object({
  siteModule: z.string().trim().min(1, { error: 'Il campo è richiesto' }).max(100),
});
export const siteModuleResponse = responseEnvelope(z.string().nullable());
export type SiteModuleResponse = z.infer<typeof siteModuleResponse>;

/** Ours, beside the spec's call: every public module and variable in one answer. */
export const siteModulesResponse = responseEnvelope(z.record(z.string(), z.string()).nullable());
export type SiteModulesResponse = z.infer<typeof siteModulesResponse>;

/** The switches and variables the web app reads once at start (names for autocompletion). */
export const STARTUP_SITE_MODULES = [
  'ConsentiSoloPrelievo',
  'VIP2_Enabled',
  'VipProfiles',
  'V3_ClassificheRanking_Enabled',
  'V3_Login_InfoBox_Enabled',
  'AllSectionsDisabled',
  'GetVIPOk',
  'SiteName',
  'CustomerCareEmail',
] as const;
export type StartupSiteModule = (typeof STARTUP_SITE_MODULES)[number];
