/**
 * Validation messages of SPEC §5, word for word. The browser shows them under form fields and the
 * server returns them in `errors`, so both sides must read them from here.
 */
export const messages = {
  emailInvalid: 'Please enter a valid email.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordComposition:
    'Password must contain at least one upper case, one lower case, one number and one special character.',
  passwordsDoNotMatch: 'Passwords do not match',
  resetTokenRequired: 'Reset password token is required.',
  resetTokenInvalid: 'Invalid or expired reset password token.',
} as const;
