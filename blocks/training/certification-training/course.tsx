import { useEffect, useRef, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import {
  trainingStepAt,
  trainingStepCount,
  type LearnerTrainingConfig,
  type TrainingUserStatus,
} from '#contracts/certification-training.ts';
import { useHostConfig, useLeaveTo } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { loginHref } from '#host/navigation.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { trainingLabels } from './labels.ts';
import { StepList, stepName } from './step-list.tsx';
import { StepPanel } from './step-panel.tsx';
import { allowedStepIndex, landingStep, parseStepIndex } from './training-rules.ts';
import { useTraining } from './use-training.ts';
import { classifyFailure, communicationErrorText } from '#api/errors/api-error.ts';

interface CourseProps {
  userId: string;
  stepParam: string | undefined;
  /** The address hash that turned test mode on; '' outside it. */
  testFlag: string;
}

/** Loads the course and the learner's progress; a session that ended is sent to log in and come back. */
export function Course({ userId, stepParam, testFlag }: CourseProps) {
  const labels = useLabels(trainingLabels);
  const { config, status } = useTraining(userId);
  const { routes } = useHostConfig();
  const leaveTo = useLeaveTo();
  const loggedOut = [config.error, status.error].some((error) => classifyFailure(error).kind === 'signed-out');
  useEffect(() => {
    if (loggedOut) leaveTo(loginHref(routes), { replace: true });
  }, [leaveTo, loggedOut, routes]);

  if (config.data && status.data) {
    return <CourseView userId={userId} config={config.data} status={status.data} stepParam={stepParam} testFlag={testFlag} />;
  }
  if ((config.isError || status.isError) && !loggedOut) {
    return (
      <div className="cmsb-training" data-state="error">
        <ErrorBanner message={communicationErrorText(classifyFailure(config.error ?? status.error), labels.communicationError)} />
        <p>
          <Button
            variant="secondary"
            onClick={() => {
              if (config.isError) void config.refetch();
              if (status.isError) void status.refetch();
            }}
          >
            {labels.tryAgain}
          </Button>
        </p>
      </div>
    );
  }
  return (
    <div className="cmsb-training" data-state="loading">
      <Spinner label={labels.loading} size="large" />
    </div>
  );
}

interface CourseViewProps {
  userId: string;
  config: LearnerTrainingConfig;
  status: TrainingUserStatus;
  stepParam: string | undefined;
  testFlag: string;
}

function CourseView({ userId, config, status, stepParam, testFlag }: CourseViewProps) {
  const testMode = testFlag !== '';
  const labels = useLabels(trainingLabels);
  const [, navigate] = useLocation();
  const requested = parseStepIndex(stepParam, config);
  const allowed = allowedStepIndex(status, config);
  // The load's landing (accounts spec 4) holds until the address shows it; then the address decides.
  const [arrival] = useState(() => landingStep({ requested, allowed, testMode, firstLoad: true }));
  const [arrived, setArrived] = useState(false);
  if (!arrived && requested === arrival.step) setArrived(true);
  const landing = arrived ? landingStep({ requested, allowed, testMode, firstLoad: false }) : arrival;
  const current = landing.step;
  const [refusedStep, setRefusedStep] = useState(arrival.refused ? requested : null);
  if (arrived && landing.refused && refusedStep !== requested) setRefusedStep(requested);
  const goTo = (stepIndex: number) => {
    setRefusedStep(null);
    navigate(`/step/${stepIndex}${testFlag}`);
  };

  // Moving between steps: the new step is announced and its heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    heading.current?.focus();
  }, [current]);

  const total = trainingStepCount(config);
  const step = trainingStepAt(config, current);
  if (!step) return null;
  const position = fillLabel(labels.stepOf, { step: current + 1, total });
  return (
    <div className="cmsb-training" data-state="ready" data-step={current} data-kind={step.kind}>
      {current !== requested && <Redirect to={`/step/${current}${testFlag}`} replace />}
      <StepList config={config} status={status} current={current} testFlag={testFlag} onOpen={() => setRefusedStep(null)} />
      <div className="cmsb-training__main">
        <p className="cmsb-training__position" role="status">
          {position}
          <span className="cmsb-visually-hidden">: {stepName(config, current)}</span>
        </p>
        {testMode && <Alert type="info">{labels.testMode}</Alert>}
        {refusedStep !== null && <Alert type="info">{fillLabel(labels.jumpRefused, { step: refusedStep + 1 })}</Alert>}
        <StepPanel
          key={current}
          userId={userId}
          config={config}
          status={status}
          stepIndex={current}
          step={step}
          testMode={testMode}
          headingRef={heading}
          onDone={() => goTo(current + 1)}
        />
      </div>
    </div>
  );
}
