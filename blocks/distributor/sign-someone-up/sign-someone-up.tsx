import { useState, type SubmitEvent } from 'react';
import { isSignupType, type SignupType } from '#contracts/distributor-tools.ts';
import { useLeaveTo } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { DistributorLoadFailed, DistributorOnly } from '../shared/distributor-only.tsx';
import { distributorToolLabels } from '../shared/labels.ts';
import { signupTypeOptions, startingLevelOptions } from '../shared/signup-choices.ts';
import { signupCheckoutPath } from '#host/signup-links.ts';
import { useDistributorAccess } from '../shared/use-distributor-access.ts';
import { signSomeoneUpLabels } from './labels.ts';
import css from './sign-someone-up.css?inline';
import { chosenRank } from '../shared/signup-choices.ts';

/** The access states, plus leaving (checkout is on its way), exposed as `data-state`. */
export type SignSomeoneUpState = 'loading' | 'not-a-distributor' | 'error' | 'ready' | 'leaving';

/** Starts checkout to sign someone up as a customer, preferred customer or distributor (with a starting level). */
export function SignSomeoneUp() {
  useStyles(css);
  const labels = useLabels(signSomeoneUpLabels);
  const access = useDistributorAccess();
  const [leaving, setLeaving] = useState(false);
  const state: SignSomeoneUpState = access.state === 'ready' && leaving ? 'leaving' : access.state;
  // note: no heading of its own: the page it is placed on has one (the demo's "Sign someone up"), and two said it twice.
  return (
    <section className="cmsb-sign-up" data-state={state} aria-label={labels.heading}>
      {access.state === 'loading' && <Spinner />}
      {access.state === 'not-a-distributor' && <DistributorOnly />}
      {access.state === 'error' && <DistributorLoadFailed retry={access.retry} />}
      {access.state === 'ready' && <SignupForm leaving={leaving} onLeave={() => setLeaving(true)} />}
    </section>
  );
}

function SignupForm({ leaving, onLeave }: { leaving: boolean; onLeave: () => void }) {
  const labels = useLabels(signSomeoneUpLabels);
  const shared = useLabels(distributorToolLabels);
  const [type, setType] = useState<SignupType>('customer');
  const [rank, setRank] = useState('');
  const leaveTo = useLeaveTo();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onLeave();
    leaveTo(signupCheckoutPath(type, chosenRank(type, rank)));
  };

  return (
    <form className="cmsb-sign-up__form" onSubmit={submit} noValidate>
      <p>{labels.intro}</p>
      <SelectField
        label={shared.signupType}
        options={signupTypeOptions(shared)}
        value={type}
        onChange={(event) => {
          if (isSignupType(event.target.value)) setType(event.target.value);
        }}
      />
      {type === 'distributor' && (
        <SelectField
          label={shared.startingLevel}
          hint={shared.startingLevelHint}
          options={startingLevelOptions(shared)}
          value={rank}
          onChange={(event) => setRank(event.target.value)}
        />
      )}
      <Button type="submit" busy={leaving} className="cmsb-sign-up__submit">
        {labels.startCheckout}
      </Button>
    </form>
  );
}
