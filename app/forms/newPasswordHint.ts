/** Under every new-password field (reset, invite, settings): the docs/product.md#validation-messages composition rule, said before it fails. */
export const NEW_PASSWORD_HINT =
  'At least 8 characters with an upper-case letter, a lower-case letter, a number and a special character.';
