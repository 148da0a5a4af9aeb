import { Link } from 'wouter';
import {
  trainingStepAt,
  trainingStepCount,
  type LearnerTrainingConfig,
  type TrainingUserStatus,
} from '#contracts/certification-training.ts';
import { useLabels } from '#host/labels.ts';
import { trainingLabels } from './labels.ts';
import { stepMark, type StepMark } from './training-rules.ts';

/** A step's name in the list and in announcements: its heading. */
export function stepName(config: LearnerTrainingConfig, stepIndex: number): string {
  const step = trainingStepAt(config, stepIndex);
  if (!step) return '';
  if (step.kind === 'welcome') return config.welcomeHeading;
  if (step.kind === 'congratulations') return config.congratulationsHeading;
  return step.step.headingText;
}

interface StepListProps {
  config: LearnerTrainingConfig;
  status: TrainingUserStatus;
  current: number;
  /** The test flag, carried by the links in test mode ('' outside it). */
  testFlag: string;
  /** A step's link was followed. */
  onOpen: () => void;
}

/** Every step, marked done, current, open or locked; only steps the learner may open are links. */
export function StepList({ config, status, current, testFlag, onOpen }: StepListProps) {
  const labels = useLabels(trainingLabels);
  const markText: Record<StepMark, string> = {
    done: labels.stepDone,
    current: labels.stepCurrent,
    open: '',
    locked: labels.stepLocked,
  };
  return (
    <nav className="cmsb-training__steps" aria-label={labels.stepsLabel}>
      <ol className="cmsb-training__step-list">
        {Array.from({ length: trainingStepCount(config) }, (_, index) => {
          const mark = stepMark(index, { current, status, config, testMode: testFlag !== '' });
          const content = (
            <>
              <span className="cmsb-training__step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="cmsb-training__step-name">{stepName(config, index)}</span>
              {markText[mark] && <span className="cmsb-visually-hidden"> ({markText[mark]})</span>}
            </>
          );
          return (
            <li key={index} className="cmsb-training__step" data-mark={mark}>
              {mark === 'locked' ? (
                <span className="cmsb-training__step-link">{content}</span>
              ) : (
                <Link
                  href={`/step/${index}${testFlag}`}
                  className="cmsb-training__step-link"
                  aria-current={mark === 'current' ? 'step' : undefined}
                  onClick={onOpen}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
