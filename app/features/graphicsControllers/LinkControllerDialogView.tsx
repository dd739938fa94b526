import type { FormEvent } from 'react';
import type { ControllerLinkingView } from '../../../machines/controllerLinking.selectors.ts';
import { Button, CodeInput, Dialog, TextField } from '../../../ui-kit/index.ts';

export interface LinkControllerDialogViewProps {
  /** What selectControllerLinking made of the machine's snapshot. */
  linking: ControllerLinkingView;
  onClose: () => void;
  /** Every change of the code input, upper-cased; the machine looks a 6-character code up. */
  onCodeChange: (value: string) => void;
  onNameChange: (value: string) => void;
  onBack: () => void;
  onSubmit: () => void;
}

const FORM_ID = 'link-controller-name';

/** SPEC §4 Graphics controller linking: the code step, then the name step, in one dialog. */
export function LinkControllerDialogView({
  linking,
  onClose,
  onCodeChange,
  onNameChange,
  onBack,
  onSubmit,
}: LinkControllerDialogViewProps) {
  const onNameStep = linking.step === 'name';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
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
            <Button type="submit" form={FORM_ID} variant="primary" loading={linking.busy}>
              Link
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        )
      }
    >
      {onNameStep ? (
        <form id={FORM_ID} noValidate onSubmit={submit}>
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
        <CodeInput
          label="Code"
          value={linking.code}
          onValueChange={onCodeChange}
          readOnly={linking.busy}
          aria-busy={linking.busy || undefined}
          hint={linking.busy ? 'Checking code...' : 'The code is 6 characters long.'}
          autoFocus
        />
      )}
    </Dialog>
  );
}
