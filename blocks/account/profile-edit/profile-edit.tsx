import { useId, useRef, useState, type SubmitEvent } from 'react';
import { profileProblems, type Profile } from '#contracts/profile.ts';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { CheckboxField } from '#ui/forms/checkbox-field.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { hasErrors } from '#ui/forms/field-validation.ts';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { useStyles } from '#ui/use-styles.ts';
import css from '../shared/profile-form.css?inline';
import { profileFieldRequired } from '../shared/profile-required.ts';
import { ProfileAddressFields } from '../shared/profile-address-fields.tsx';
import { passwordMismatch, sameAddress, toUpdateBody } from '../shared/profile-form-state.ts';
import { profileLabels } from '../shared/profile-labels.ts';
import { ProfileLoader } from '../shared/profile-loader.tsx';
import { useProfileDraft } from '../shared/use-profile-draft.ts';
import { profileEditStatus, visibleProfileErrors } from './profile-edit-state.ts';

/** The profile edit form (commerce spec 2): ship and bill addresses, bill-same-as-ship, a password change. */
export function ProfileEdit() {
  useStyles(css);
  return <ProfileLoader>{(profile) => <ProfileEditForm profile={profile} />}</ProfileLoader>;
}

function ProfileEditForm({ profile }: { profile: Profile }) {
  const labels = useLabels(profileLabels);
  const id = `cmsb-profile-edit${useId().replace(/:/g, '')}`;
  const { draft, setDraft, setShip, setBill, shipRules, save, submit, given, root } = useProfileDraft(profile);
  const [billSame, setBillSame] = useState(() => sameAddress(profile.shipAddress, profile.billAddress));
  const [changePassword, setChangePassword] = useState(false);
  const status = profileEditStatus(save.status);
  const options = { billSameAsShip: billSame, changePassword };
  // No storedEmail or storedUsername: this form has neither field and sends back what it loaded.
  // Only were that stale could it differ, and then the server's refusal is shown; a block here
  // would point at a current password field the form may not show.
  const body = toUpdateBody(draft, options);
  const mismatch = passwordMismatch(body);
  const errors = { ...visibleProfileErrors(profileProblems(body, shipRules), billSame), ...mismatch };
  const { ref: formRef, ...validation } = useFieldValidation(errors, given);
  const secondRef = useRef<HTMLInputElement>(null);
  // Declared after useFieldValidation, so on a blocked submit this focus runs last and wins.
  const focusAfterRender = useFocusAfterRender();

  const saving = status === 'saving';

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    // The spec blocks the save and moves focus to the second field, which says why (passwordMismatch).
    if (mismatch.passwordTwo) {
      focusAfterRender(() => secondRef.current?.focus());
      return;
    }
    if (hasErrors(errors)) return;
    void submit(body).then((saved) => {
      if (saved) setChangePassword(false);
    });
  };

  const password = (key: 'password' | 'passwordTwo' | 'currentPassword') => ({
    id: `${id}-${key}`,
    value: draft[key],
    error: validation.errors[key],
    disabled: saving,
    type: 'password',
    autoComplete: key === 'currentPassword' ? 'current-password' : 'new-password',
    onChange: (event: { target: { value: string } }) => {
      validation.change(key);
      setDraft((d) => ({ ...d, [key]: event.target.value }));
    },
    onBlur: () => validation.blur(key),
  });

  return (
    <div ref={root} className="cmsb-profile" data-state={status}>
      {save.failure && <ErrorBanner message={save.failure.message ?? labels.invalid} onClose={save.reset} />}
      {status === 'saved' && <Alert type="success">{labels.saved}</Alert>}
      <form ref={formRef} className="cmsb-profile__form" noValidate onSubmit={onSubmit} aria-busy={saving}>
        <ProfileAddressFields
          name="shipAddress"
          legend={labels.shippingAddress}
          value={draft.shipAddress}
          onChange={setShip}
          validation={validation}
          idPrefix={id}
          required={(field) => profileFieldRequired('shipAddress', field, shipRules)}
          disabled={saving}
        />
        <CheckboxField
          id={`${id}-billSame`}
          label={labels.billSameAsShip}
          checked={billSame}
          disabled={saving}
          onChange={(event) => setBillSame(event.target.checked)}
        />
        {!billSame && (
          <ProfileAddressFields
            name="billAddress"
            legend={labels.billingAddress}
            value={draft.billAddress}
            onChange={setBill}
            validation={validation}
            idPrefix={id}
            required={(field) => profileFieldRequired('billAddress', field, null)}
            disabled={saving}
          />
        )}
        <CheckboxField
          id={`${id}-changePassword`}
          label={labels.changePassword}
          checked={changePassword}
          disabled={saving}
          onChange={(event) => {
            setChangePassword(event.target.checked);
            if (!event.target.checked) setDraft((d) => ({ ...d, password: '', passwordTwo: '', currentPassword: '' }));
          }}
        />
        {changePassword && (
          <div className="cmsb-profile__grid">
            <TextField {...password('password')} label={labels.newPassword} hint={labels.passwordHint} required />
            <TextField {...password('passwordTwo')} ref={secondRef} label={labels.newPasswordTwo} required />
            <TextField {...password('currentPassword')} label={labels.currentPassword} required />
          </div>
        )}
        <div className="cmsb-profile__actions">
          <Button type="submit" busy={saving}>
            {labels.save}
          </Button>
        </div>
      </form>
    </div>
  );
}
