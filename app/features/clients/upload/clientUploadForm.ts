import * as z from 'zod';
import { CLIENT_UPLOAD_FIELD, clientUploadMessages } from '../../../../contract/clientUpload.ts';

/** docs/product.md#validation-messages, Client CSV upload: the file is required. Field named as the server's error key. */
export const clientUploadFormSchema = z.object({
  [CLIENT_UPLOAD_FIELD]: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((value): boolean => value instanceof File, { message: clientUploadMessages.fileRequired }),
});
export type ClientUploadForm = z.infer<typeof clientUploadFormSchema>;
