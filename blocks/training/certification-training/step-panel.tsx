import type { RefObject } from 'react';
import type {
  LearnerTrainingConfig,
  LearnerVideoWithQuizStep,
  TrainingStep,
  TrainingUserStatus,
} from '#contracts/certification-training.ts';
import { SafeHtml } from '#ui/safe-html.tsx';
import { AcceptStep } from './accept-step.tsx';
import { ContinueBar } from './continue-bar.tsx';
import { QuizStep } from './quiz-step.tsx';
import { TrainingVideo } from './training-video.tsx';
import { isStepDone } from './training-rules.ts';
import { useContinue } from './use-continue.ts';
import { useLabels } from '#host/labels.ts';
import { trainingLabels } from './labels.ts';

export interface StepPanelProps {
  userId: string;
  config: LearnerTrainingConfig;
  status: TrainingUserStatus;
  stepIndex: number;
  step: TrainingStep<LearnerVideoWithQuizStep>;
  testMode: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Moves on to the next step. */
  onDone: () => void;
}

/** One step of the course: its heading, content and Continue. */
export function StepPanel(props: StepPanelProps) {
  const { config, status, stepIndex, step, headingRef } = props;
  const labels = useLabels(trainingLabels);
  const next = useContinue(props);
  const done = isStepDone(stepIndex, status, config);
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="cmsb-training__heading">
      {text}
    </h2>
  );

  switch (step.kind) {
    case 'welcome':
      return (
        <section className="cmsb-training__step-panel">
          {heading(config.welcomeHeading)}
          <SafeHtml html={config.welcomeBody} className="cmsb-training__html" />
          <ContinueBar next={next} onContinue={() => next.advance()} />
        </section>
      );
    case 'videoWithQuiz':
      return (
        <section className="cmsb-training__step-panel">
          {heading(step.step.headingText)}
          <TrainingVideo video={step.step.video} />
          <SafeHtml html={step.step.belowVideoHtml} className="cmsb-training__html" />
          <QuizStep step={step.step} stepIndex={stepIndex} done={done} testMode={props.testMode} next={next} />
        </section>
      );
    case 'readAndAccept':
      return (
        <section className="cmsb-training__step-panel">
          {heading(step.step.headingText)}
          <AcceptStep step={step.step} done={done} testMode={props.testMode} next={next} />
        </section>
      );
    case 'congratulations':
      return (
        <section className="cmsb-training__step-panel">
          {heading(config.congratulationsHeading)}
          {config.congratulationsVideo && <TrainingVideo video={config.congratulationsVideo} />}
          <SafeHtml html={config.congratulationsBody} className="cmsb-training__html" />
          {status.completedFinalStep && (
            <p className="cmsb-training__finished" data-finished="true">
              {labels.finished}
            </p>
          )}
        </section>
      );
  }
}
