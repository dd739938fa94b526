import { useEffect, useRef, type FormEvent } from 'react';
import type { ControllerLinkingView } from '../../../machines/controllerLinking.selectors.ts';
import { Button, CodeInput, Dialog, TextField } from '../../../ui-kit/index.ts';

export interface LinkControllerDialogViewProps {
  /** What selectControllerLinking made of the machine's snapshot. */
  linking: ControllerLinkingView;
  onClose: () => void;
  /** Every change of the code input, upper-cased; the machine looks a 6-character code up. */
  onCodeChange: (value: string) => void;
  /** Next or Enter on the code step: the machine looks a complete code up, else says what it lacks. */
  onNext: () => void;
  onNameChange: (value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}

const CODE_FORM_ID = 'link-controller-code';
const NAME_FORM_ID = 'link-controller-name';

/**
 * docs/product.md#states, Graphics controller linking: the code step, then the name step, in one dialog. Each step
 * is a form, so Enter does what its main button does; the code step keeps a Next, which is the way
 * forward after Back (the kept code does not change, so typing would not look it up again).
 *
 * The dialog itself focuses the code on open (its first field), so it remembers the button that
 * opened it and gives focus back on close; an autoFocus there would move focus before the dialog
 * could remember. Later step changes move focus to the step's field.
 */
export function LinkControllerDialogView({
  linking,
  onClose,
  onCodeChange,
  onNext,
  onNameChange,
  onBack,
  onSubmit,
}: LinkControllerDialogViewProps) {
  const onNameStep = linking.step === 'name';
  const codeInput = useRef<HTMLInputElement>(null);
  const previousStep = useRef(linking.step);
  useEffect(() => {
    if (previousStep.current === 'name' && linking.step === 'code') codeInput.current?.focus();
    previousStep.current = linking.step;
  }, [linking.step]);
  const submitWith = (action: () => void) => (event: FormEvent) => {
    event.preventDefault();
    action();
  };
  return (
    <Dialog
      open={linking.open}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Link Graphics Controller"
      description={
        onNameStep ? 'Give the graphics controller a name.' : 'Enter the code shown on the graphics controller.'
      }
      footer={
        onNameStep ? (
          <>
            <Button variant="outline" onClick={onBack} disabled={linking.busy}>
              Back
            </Button>
            <Button type="submit" form={NAME_FORM_ID} variant="primary" loading={linking.busy}>
              Link
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={CODE_FORM_ID} variant="primary" loading={linking.busy}>
              Next
            </Button>
          </>
        )
      }
    >
      {onNameStep ? (
        <form id={NAME_FORM_ID} noValidate onSubmit={submitWith(onSubmit)}>
          <TextField
            label="Name"
            value={linking.name}
            onChange={(event) => onNameChange(event.target.value)}
            error={linking.nameError ?? undefined}
            disabled={linking.busy}
            autoFocus
          />
        </form>
      ) : (
        <form id={CODE_FORM_ID} noValidate onSubmit={submitWith(() => (linking.busy ? undefined : onNext()))}>
          <CodeInput
            ref={codeInput}
            label="Code"
            value={linking.code}
            onValueChange={onCodeChange}
            readOnly={linking.busy}
            aria-busy={linking.busy || undefined}
            hint={linking.busy ? 'Checking code...' : 'The code is 6 characters long.'}
            error={linking.codeError ?? undefined}
          />
        </form>
      )}
    </Dialog>
  );
}
