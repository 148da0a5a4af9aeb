import { useId, useRef, useState, type SubmitEvent } from 'react';
import { profileProblems, type Profile } from '#contracts/profile.ts';
import { formatNumber } from '#format/number.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { hasErrors } from '#ui/forms/field-validation.ts';
import { TextField } from '#ui/forms/text-field.tsx';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { useStyles } from '#ui/use-styles.ts';
import { needsCurrentPassword } from '#validation/profile.ts';
import css from '../shared/profile-form.css?inline';
import { ProfileAddressFields } from '../shared/profile-address-fields.tsx';
import { passwordMismatch, toUpdateBody, type ProfileDraft } from '../shared/profile-form-state.ts';
import { profileLabels } from '../shared/profile-labels.ts';
import { ProfileLoader } from '../shared/profile-loader.tsx';
import { useProfileDraft } from '../shared/use-profile-draft.ts';
import { profileFieldRequired } from '../shared/profile-required.ts';
import { myProfileStatus } from './my-profile-state.ts';

/** My Profile (accounts spec 2): for the signed-in user only. */
export function MyProfile() {
  useStyles(css);
  return <ProfileLoader>{(profile) => <MyProfileForm profile={profile} />}</ProfileLoader>;
}

function MyProfileForm({ profile }: { profile: Profile }) {
  const labels = useLabels(profileLabels);
  const { locale } = useHostConfig();
  const id = `cmsb-my-profile${useId().replace(/:/g, '')}`;
  const { draft, setDraft, setShip, setBill, shipRules, save, submit, given, root } = useProfileDraft(profile);
  // The form's own check refused the values: the spec's warning, with no call made.
  const [invalid, setInvalid] = useState(false);
  const status = myProfileStatus(save.status, invalid);
  // The loaded profile's address and username: a save writes the saved ones back into it, so they stay the stored ones.
  const credentials = { storedEmail: profile.email, storedUsername: profile.username };
  const mismatch = passwordMismatch(draft);
  const errors = { ...profileProblems(draft, shipRules, credentials), ...mismatch };
  const { ref: formRef, ...validation } = useFieldValidation(errors, given);
  const verifyRef = useRef<HTMLInputElement>(null);
  // Declared after useFieldValidation, so on a blocked submit this focus runs last and wins.
  const focusAfterRender = useFocusAfterRender();
  const focusVerify = () => {
    const verify = verifyRef.current;
    if (!verify) return;
    if (typeof verify.scrollIntoView === 'function') verify.scrollIntoView({ block: 'center' });
    verify.focus({ preventScroll: true });
  };

  const set = <K extends keyof ProfileDraft>(key: K, next: ProfileDraft[K]) => setDraft((d) => ({ ...d, [key]: next }));

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (mismatch.passwordTwo) {
      focusAfterRender(focusVerify);
      return;
    }
    setInvalid(hasErrors(errors));
    if (hasErrors(errors)) {
      save.reset();
      return;
    }
    void submit(toUpdateBody(draft));
  };

  const text = (
    key: 'email' | 'daytimePhone' | 'cellPhone' | 'username' | 'password' | 'passwordTwo' | 'currentPassword',
    read = (t: string) => t,
  ) => ({
    id: `${id}-${key}`,
    value: draft[key],
    error: validation.errors[key],
    disabled: status === 'submitting',
    onChange: (event: { target: { value: string } }) => {
      validation.change(key);
      set(key, read(event.target.value));
    },
    onBlur: () => validation.blur(key),
  });

  return (
    <div ref={root} className="cmsb-profile" data-state={status}>
      {save.failure && <ErrorBanner message={save.failure.message ?? labels.invalid} onClose={save.reset} />}
      {profile.status === 'D' && (
        <table className="cmsb-profile__pgpv">
          <caption>{labels.pgpvHeading}</caption>
          <tbody>
            <tr>
              <th scope="row">{labels.currentMonth}</th>
              <td>{formatNumber(profile.periodPgPv, { locale, fractionDigits: 2 })}</td>
            </tr>
            <tr>
              <th scope="row">{labels.lifetime}</th>
              <td>{formatNumber(profile.lifetimePgPv, { locale, fractionDigits: 2 })}</td>
            </tr>
          </tbody>
        </table>
      )}
      <form ref={formRef} className="cmsb-profile__form" noValidate onSubmit={onSubmit} aria-busy={status === 'submitting'}>
        <fieldset className="cmsb-profile__fieldset">
          <legend className="cmsb-profile__legend">{labels.personalProfile}</legend>
          <dl className="cmsb-profile__readonly">
            <dt>{labels.rcn}</dt>
            <dd>{profile.rcn}</dd>
          </dl>
          <div className="cmsb-profile__grid">
            <TextField
              {...text('email')}
              type="email"
              autoComplete="email"
              label={labels.email}
              required
              className="cmsb-profile__wide"
            />
            <TextField {...text('daytimePhone')} type="tel" autoComplete="tel" label={labels.daytimePhone} required />
            <TextField {...text('cellPhone')} type="tel" autoComplete="tel" label={labels.cellPhone} />
            <TextField
              {...text('username')}
              autoComplete="username"
              label={labels.username}
              hint={labels.usernameHint}
              required
              className="cmsb-profile__wide"
            />
            <TextField
              {...text('password')}
              type="password"
              autoComplete="new-password"
              label={labels.password}
              hint={labels.passwordHint}
            />
            <TextField
              {...text('passwordTwo')}
              ref={verifyRef}
              type="password"
              autoComplete="new-password"
              label={labels.passwordTwo}
              hint={labels.passwordKeep}
            />
            <TextField
              {...text('currentPassword')}
              type="password"
              autoComplete="current-password"
              label={labels.currentPassword}
              hint={labels.currentPasswordHint}
              required={needsCurrentPassword(draft, credentials)}
            />
          </div>
        </fieldset>
        <ProfileAddressFields
          name="shipAddress"
          legend={labels.shippingAddress}
          value={draft.shipAddress}
          onChange={setShip}
          validation={validation}
          idPrefix={id}
          required={(field) => profileFieldRequired('shipAddress', field, shipRules)}
          disabled={status === 'submitting'}
        />
        <ProfileAddressFields
          name="billAddress"
          legend={labels.mailingAddress}
          value={draft.billAddress}
          onChange={setBill}
          validation={validation}
          idPrefix={id}
          withNameAndPhone={false}
          countryFixed
          required={(field) => profileFieldRequired('billAddress', field, null)}
          disabled={status === 'submitting'}
        />
        {status === 'success' && <Alert type="success">{labels.saved}</Alert>}
        {invalid && <Alert type="warning">{labels.invalid}</Alert>}
        <div className="cmsb-profile__actions">
          <Button type="submit" busy={status === 'submitting'}>
            {labels.update}
          </Button>
        </div>
      </form>
    </div>
  );
}
