import { NEXT_STEP_IDS, type NextStep, type NextStepId, type NextStepStatus } from '#contracts/distributor-tools.ts';
import { CERTIFICATION_TRAINING_PATH } from '#contracts/certification-training.ts';
import { profileProblems } from '#contracts/profile.ts';
import { countryRules } from '../accounts/country-rules.ts';
import { findProfile } from '../accounts/profile-store.ts';
import { isCertified } from '../auth/user-store.ts';
import type { Db } from '../db/database.ts';
import { loadCouponSettings } from './pws-coupon-store.ts';
import { findTrackingSetting } from './site-analytics-store.ts';
import { siteOwnedBy } from './site-store.ts';

/**
 * Where each step is done: the profile page, the training (spec route), the site's home (where
 * "Edit this page" turns edit mode on), the owner tools.
 */
const NEXT_STEP_PATHS: Readonly<Record<NextStepId, string>> = {
  profile: '/my-profile',
  certification: CERTIFICATION_TRAINING_PATH,
  'personal-site': '/',
  coupons: '/owner/coupons',
  analytics: '/owner/analytics',
};

const doneWhen = (done: boolean): NextStepStatus => (done ? 'done' : 'todo');

/** Complete when the stored profile passes the profile form's own rules (the required fields, the ship country's). */
async function profileComplete(db: Db, userId: string, storeCountry: string): Promise<boolean> {
  const profile = await findProfile(db, userId, storeCountry);
  if (!profile) return false;
  const problems = profileProblems(profile, countryRules(profile.shipAddress.country ?? storeCountry));
  return Object.keys(problems).length === 0;
}

/** Whether the site offers at least one coupon. */
async function couponsEnabled(db: Db, siteId: string): Promise<boolean> {
  return (await loadCouponSettings(db, siteId)).enabledCouponCodeIds.length > 0;
}

/**
 * The user's next steps with their real status, read only. Coupons and analytics are settings of
 * the personal site: without one they are still to do.
 */
export async function nextSteps(db: Db, userId: string, storeCountry: string): Promise<NextStep[]> {
  const [profile, certified, site] = await Promise.all([
    profileComplete(db, userId, storeCountry),
    isCertified(db, userId),
    siteOwnedBy(db, userId),
  ]);
  const [coupons, tracking] = site
    ? await Promise.all([couponsEnabled(db, site.id), findTrackingSetting(db, site.id)])
    : [false, null];
  const statuses: Record<NextStepId, NextStepStatus> = {
    profile: doneWhen(profile),
    certification: doneWhen(certified),
    'personal-site': doneWhen(site !== null),
    coupons: doneWhen(coupons),
    analytics: doneWhen(tracking !== null),
  };
  return NEXT_STEP_IDS.map((id) => ({ id, status: statuses[id], path: NEXT_STEP_PATHS[id] }));
}
