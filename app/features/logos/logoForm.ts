import * as z from 'zod';
import { logoMessages } from '../../../contract/logos.ts';

/** docs/product.md#validation-messages, Logo (client, venue): the file is required. Field `logo`, as the server's error key. */
export const logoFormSchema = z.object({
  logo: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((value): boolean => value instanceof File, { message: logoMessages.logoRequired }),
});
export type LogoForm = z.infer<typeof logoFormSchema>;

/** A dialog of the Logo card (upload or delete), as useLogoCard gives it. */
export interface LogoDialogState {
  open: boolean;
  submitting: boolean;
  fieldErrors: Record<string, string>;
}

/** The upload dialog's state: an upload under way shows its progress (0 to 100), null otherwise. */
export type LogoUploadState = LogoDialogState & { progress: number | null };
