import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { nextStepsEndpoint, type NextStep, type NextStepId } from '#contracts/distributor-tools.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { DistributorLoadFailed, DistributorOnly } from '../shared/distributor-only.tsx';
import { useDistributorAccess } from '../shared/use-distributor-access.ts';
import { nextStepsLabels, type NextStepsLabels } from './labels.ts';
import css from './next-steps.css?inline';

const STEP_TEXT = {
  profile: ['profileTitle', 'profileText', 'profileLink'],
  certification: ['certificationTitle', 'certificationText', 'certificationLink'],
  'personal-site': ['personalSiteTitle', 'personalSiteText', 'personalSiteLink'],
  coupons: ['couponsTitle', 'couponsText', 'couponsLink'],
  analytics: ['analyticsTitle', 'analyticsText', 'analyticsLink'],
} as const satisfies Record<NextStepId, readonly [keyof NextStepsLabels, keyof NextStepsLabels, keyof NextStepsLabels]>;

/** A new distributor's checklist: each step's real status and a link to the tool that does it. */
export function NextSteps() {
  useStyles(css);
  const labels = useLabels(nextStepsLabels);
  const access = useDistributorAccess();
  // note: no heading of its own: the page it is placed on has one (the demo's "Your next steps"), and two said it
  // twice. So the steps' titles are h2, the level below the page's title.
  return (
    <section className="cmsb-next-steps" data-state={access.state} aria-label={labels.heading}>
      {access.state === 'loading' && <Spinner />}
      {access.state === 'not-a-distributor' && <DistributorOnly />}
      {access.state === 'error' && <DistributorLoadFailed retry={access.retry} />}
      {access.state === 'ready' && <StepList />}
    </section>
  );
}

function StepList() {
  const labels = useLabels(nextStepsLabels);
  const api = useApiClient();
  const query = useQuery({ ...apiQueryOptions(api, nextStepsEndpoint), retry: false });
  if (query.status === 'pending') return <Spinner />;
  if (query.status === 'error') {
    // Loaded with the page, as DistributorLoadFailed: announced, without taking the focus.
    return (
      <ErrorBanner
        message={labels.stepsFailed}
        takesFocus={false}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {labels.tryAgain}
          </Button>
        }
      />
    );
  }
  const { steps } = query.data;
  const known = steps.filter((step) => step.status !== 'unknown');
  return (
    <div className="cmsb-next-steps__body" data-loaded="true">
      <p className="cmsb-next-steps__progress">
        {fillLabel(labels.progress, { done: known.filter((step) => step.status === 'done').length, total: known.length })}
      </p>
      <ol className="cmsb-next-steps__list">
        {steps.map((step) => (
          <StepItem key={step.id} step={step} labels={labels} />
        ))}
      </ol>
    </div>
  );
}

function StepItem({ step, labels }: { step: NextStep; labels: NextStepsLabels }) {
  const [title, text, link] = STEP_TEXT[step.id];
  const titleId = useId();
  return (
    <li className="cmsb-next-steps__step" data-step={step.id} data-status={step.status} aria-labelledby={titleId}>
      <span className="cmsb-next-steps__mark" aria-hidden="true" />
      <div className="cmsb-next-steps__content">
        <h2 id={titleId} className="cmsb-next-steps__title">
          {labels[title]}
        </h2>
        <p className="cmsb-next-steps__status">{labels[step.status]}</p>
        <p>{labels[text]}</p>
        <a className="cmsb-next-steps__link" href={step.path}>
          {labels[link]}
        </a>
      </div>
    </li>
  );
}
