import { useId } from 'react';
import { useLabels } from '#host/labels.ts';
import { useStyles } from '#ui/use-styles.ts';
import css from './dont-have-account.css?inline';
import { dontHaveAccountLabels } from './labels.ts';
import { SIGNUP_TYPES, type SignupType } from '#contracts/distributor-tools.ts';
import { signupFormLinkPath } from '#host/signup-links.ts';

export interface DontHaveAccountProps {
  /** Passed on to the signup forms as `?rank=`. */
  rank?: number | undefined;
}

const linkLabel = { customer: 'customer', 'preferred-customer': 'preferredCustomer', distributor: 'distributor' } as const;
const hintLabel = {
  customer: 'customerHint',
  'preferred-customer': 'preferredCustomerHint',
  distributor: 'distributorHint',
} as const;

/** The prompt for visitors without an account: one link per signup type. */
export function DontHaveAccount({ rank }: DontHaveAccountProps) {
  useStyles(css);
  const labels = useLabels(dontHaveAccountLabels);
  const headingId = useId();
  const option = (type: SignupType) => (
    <li key={type} className="cmsb-dont-have-account__option">
      <a className="cmsb-dont-have-account__link" href={signupFormLinkPath(type, rank)}>
        {labels[linkLabel[type]]}
      </a>
      <span className="cmsb-dont-have-account__hint">{labels[hintLabel[type]]}</span>
    </li>
  );
  return (
    <section className="cmsb-dont-have-account" aria-labelledby={headingId}>
      <h2 id={headingId} className="cmsb-dont-have-account__heading">
        {labels.heading}
      </h2>
      <p className="cmsb-dont-have-account__intro">{labels.intro}</p>
      <ul className="cmsb-dont-have-account__options">{SIGNUP_TYPES.map(option)}</ul>
    </section>
  );
}
