import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Address } from '../../../src/contracts/commerce.ts';
import type { Profile } from '../../../src/contracts/profile.ts';
import { hasErrors } from '../../../src/ui/forms/field-validation.ts';
import { focusFirstError } from '../../../src/ui/forms/focus-first-error.ts';
import { serverFieldErrors, toDraft, type ProfileDraft } from './profile-form-state.ts';
import { loadedRules, useCountryRules, useSaveProfile } from './profile-query.ts';

/**
 * What both profile forms keep: the draft of the loaded profile, the ship country's rules (the
 * query the address fields share) and the save, with the server's field errors it last answered.
 * Put `root` on the form's container: a refused save moves focus to the first field it names.
 */
export function useProfileDraft(profile: Profile) {
  const [draft, setDraft] = useState<ProfileDraft>(() => toDraft(profile));
  const shipRules = loadedRules(useCountryRules(draft.shipAddress.country));
  const save = useSaveProfile();
  const given = useMemo(() => serverFieldErrors(save.error), [save.error]);
  const setShip = useCallback((next: Address) => setDraft((d) => ({ ...d, shipAddress: next })), []);
  const setBill = useCallback((next: Address) => setDraft((d) => ({ ...d, billAddress: next })), []);
  const root = useRef<HTMLDivElement>(null);
  // note: runs after the form's children, so after an error banner has taken focus on appearing.
  useEffect(() => {
    if (root.current && hasErrors(given)) focusFirstError(root.current);
  }, [given]);
  return { draft, setDraft, setShip, setBill, shipRules, save, given, root };
}
