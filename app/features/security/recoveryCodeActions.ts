import { saveFile } from '../../api/saveFile.ts';

/** What the recovery codes' Copy, Download and Print buttons do; stories pass stubs. */
export interface RecoveryCodeActions {
  /** Resolves once the text is on the clipboard; rejects when there is none (no HTTPS, refused). */
  copy: (text: string) => Promise<void>;
  download: (text: string) => void;
  print: () => void;
}

/** The file Download saves: one code a line, named after the product. */
export const RECOVERY_CODES_FILE = 'venue-portal-recovery-codes.txt';

/** The codes as text: one a line, as typed at sign-in. */
export const recoveryCodesText = (codes: string[]) => `${codes.join('\n')}\n`;

export const browserRecoveryCodeActions: RecoveryCodeActions = {
  copy: (text) => navigator.clipboard.writeText(text),
  download: (text) => saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE),
  print: () => window.print(),
};
