import { useState } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { useBaseStyles } from '#ui/use-base-styles.ts';
import { useButtonStyles } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import css from './certification-training.css?inline';
import { Course } from './course.tsx';
import { trainingLabels } from './labels.ts';
import { isTestMode, trainingBase } from './training-rules.ts';
import { LogInPrompt } from '#ui/log-in-prompt.tsx';

export interface CertificationTrainingProps {
  /** The steps are routes of the page's address (default); false keeps them inside the block. */
  stepsInAddress?: boolean;
}

/**
 * The certification training (accounts spec 2): its steps are routes of the page's own path,
 * {page}/step/{stepIndex} (the host serves the same page there); the page itself leads to step 0.
 * A `test` flag in the hash (`#test`) opens every step and saves nothing. A visitor is asked to log
 * in and come back before any route is touched.
 */
export function CertificationTraining({ stepsInAddress = true }: CertificationTrainingProps) {
  const labels = useLabels(trainingLabels);
  const { user } = useHostConfig();
  const [place] = useState(() => ({
    base: trainingBase(window.location.pathname),
    hash: window.location.hash,
    memory: stepsInAddress ? null : memoryLocation({ path: '/' }),
  }));
  const testFlag = isTestMode(place.hash) ? place.hash : '';
  if (!user) {
    // The training page itself sends visitors to log in before it is served.
    return <LogInPrompt text={labels.loggedOut} logIn={labels.logIn} />;
  }
  return (
    <Router {...(place.memory ? { hook: place.memory.hook } : { base: place.base })}>
      <TrainingRoutes userId={user.id} testFlag={testFlag} />
    </Router>
  );
}

/**
 * The course's routes, under whichever router holds them (stories and tests use one in memory).
 * `testFlag` is the address hash that turned test mode on, carried by the course's links; '' outside it.
 */
export function TrainingRoutes({ userId, testFlag }: { userId: string; testFlag: string }) {
  useStyles(css);
  useButtonStyles();
  useBaseStyles();
  return (
    <Switch>
      <Route path="/step/:stepIndex">
        {(params) => <Course userId={userId} stepParam={params.stepIndex} testFlag={testFlag} />}
      </Route>
      <Route>
        <Redirect to={`/step/0${testFlag}`} replace />
      </Route>
    </Switch>
  );
}
