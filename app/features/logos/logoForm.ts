import * as z from 'zod';
import { logoMessages } from '../../../contract/logos.ts';

/** docs/product.md#validation-messages, Logo (client, venue): the file is required. Field `logo`, as the server's error key. */
export const logoFormSchema = z.object({
  logo: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((value): boolean => value instanceof File, { message: logoMessages.logoRequired }),
});
export type LogoForm = z.infer<typeof logoFormSchema>;
