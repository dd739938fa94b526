import { Link } from 'react-router';
import { Card, CardContent, CardHeader, Icon, VisuallyHidden } from '../../../ui-kit/index.ts';
import { progressText, type FirstRunStep } from './firstRunSteps.ts';
import { DoneMarker, MutedLine, OpenMarker, StepItem, StepList, StepText, StepTitle } from './home.styles.ts';

export interface FirstRunCardProps {
  steps: FirstRunStep[];
}

function Step({ step }: { step: FirstRunStep }) {
  // The tick is drawn; assistive technology hears it, as part of the link's name where there is one.
  const status = <VisuallyHidden>{step.done ? ' (done)' : ' (to do)'}</VisuallyHidden>;
  return (
    <StepItem {...(step.done ? { 'data-done': '' } : {})}>
      {step.done ? (
        <DoneMarker>
          <Icon name="check-circle" size="lg" />
        </DoneMarker>
      ) : (
        <OpenMarker aria-hidden />
      )}
      <div>
        <StepTitle>
          {step.href ? (
            <Link to={step.href}>
              {step.title}
              {status}
            </Link>
          ) : (
            <>
              {step.title}
              {status}
            </>
          )}
        </StepTitle>
        <StepText>{step.description}</StepText>
      </div>
    </StepItem>
  );
}

/** "Get a screen playing": the first-run steps, each ticked from real data; one line once all are done. */
export function FirstRunCard({ steps }: FirstRunCardProps) {
  const allDone = steps.every((step) => step.done);
  return (
    <Card>
      <CardHeader title="Get a screen playing" description={progressText(steps)} />
      <CardContent>
        {allDone ? (
          <MutedLine>Every step is done: a screen is playing its layout.</MutedLine>
        ) : (
          <StepList aria-label="First steps">
            {steps.map((step) => (
              <Step key={step.key} step={step} />
            ))}
          </StepList>
        )}
      </CardContent>
    </Card>
  );
}
