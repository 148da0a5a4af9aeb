import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address } from '#contracts/commerce.ts';
import { hasErrors } from '#ui/forms/field-validation.ts';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import type { Profile, ProfileFormField, ProfileUpdate } from '#contracts/profile.ts';
import type { FieldErrors } from '#validation/required.ts';
import { toDraft, type ProfileDraft } from './profile-form-state.ts';
import { loadedRules, useCountryRules, useSaveProfile } from './profile-query.ts';

/**
 * What both profile forms keep: the draft of the loaded profile, the ship country's rules (the
 * query the address fields share) and the one save, with the server's field errors it last
 * answered. `submit` saves the body and, once saved, takes the saved profile as the draft.
 * Put `root` on the form's container: a refused save moves focus to the first field it names.
 */
export function useProfileDraft(profile: Profile) {
  const [draft, setDraft] = useState<ProfileDraft>(() => toDraft(profile));
  const shipRules = loadedRules(useCountryRules(draft.shipAddress.country));
  const save = useSaveProfile();
  // The last refusal's field messages; they stay when its banner is closed, until the next answer.
  const [given, setGiven] = useState<FieldErrors<ProfileFormField>>({});
  const setShip = useCallback((next: Address) => setDraft((d) => ({ ...d, shipAddress: next })), []);
  const setBill = useCallback((next: Address) => setDraft((d) => ({ ...d, billAddress: next })), []);
  const root = useRef<HTMLDivElement>(null);
  // note: runs after the form's children, so after an error banner has taken focus on appearing.
  useEffect(() => {
    if (root.current && hasErrors(given)) focusFirstError(root.current);
  }, [given]);
  const submit = async (body: ProfileUpdate): Promise<boolean> => {
    const outcome = await save.save(body);
    if (outcome.status === 'skipped') return false;
    setGiven(outcome.status === 'saved' ? {} : outcome.failure.fields);
    if (outcome.status === 'saved') setDraft(toDraft(outcome.data));
    return outcome.status === 'saved';
  };
  return { draft, setDraft, setShip, setBill, shipRules, save, submit, given, root };
}
