import { useState } from 'react';
import { Button, Card, CardContent, CardFooter, CardHeader } from '../../../ui-kit/index.ts';
import { browserRecoveryCodeActions, recoveryCodesText, type RecoveryCodeActions } from './recoveryCodeActions.ts';
import { RecoveryCodeActionsRow, RecoveryCodeList } from './security.styles.ts';

export const RECOVERY_CODES_COPIED = 'Copied to clipboard';
export const RECOVERY_CODES_NOT_COPIED = 'Could not copy to clipboard: download or print them instead';

export interface RecoveryCodesStepProps {
  codes: string[];
  onDone: () => void;
  /** The browser's clipboard, file download and print by default. */
  actions?: RecoveryCodeActions | undefined;
}

/** The 10 recovery codes, shown once, with three ways to keep them before Done. */
export function RecoveryCodesStep({ codes, onDone, actions = browserRecoveryCodeActions }: RecoveryCodesStepProps) {
  const [copyResult, setCopyResult] = useState<string | null>(null);
  const text = recoveryCodesText(codes);
  const copy = () => {
    actions.copy(text).then(
      () => setCopyResult(RECOVERY_CODES_COPIED),
      () => setCopyResult(RECOVERY_CODES_NOT_COPIED),
    );
  };
  return (
    <Card>
      <CardHeader
        title="Save your recovery codes"
        description="Two-factor sign-in is on. Each code signs you in once if you lose your phone. They are shown only now: copy, download or print them, or keep them in a password manager."
      />
      <CardContent>
        <RecoveryCodeList aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </RecoveryCodeList>
        <RecoveryCodeActionsRow>
          <Button variant="outline" size="sm" onClick={copy}>
            Copy
          </Button>
          <Button variant="outline" size="sm" onClick={() => actions.download(text)}>
            Download
          </Button>
          <Button variant="outline" size="sm" onClick={() => actions.print()}>
            Print
          </Button>
          <span role="status">{copyResult}</span>
        </RecoveryCodeActionsRow>
      </CardContent>
      <CardFooter>
        <Button onClick={onDone}>I have saved them</Button>
      </CardFooter>
    </Card>
  );
}
