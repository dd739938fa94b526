/**
 * Validation messages of docs/product.md#validation-messages, word for word. The browser shows them under form fields and the
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
  graphicsControllerCodeRequired: 'GraphicsController code is required',
  graphicsControllerCodeLength: 'GraphicsController code must be 6 characters',
  graphicsControllerNameRequired: 'GraphicsController name is required',
  assetNameRequired: 'Asset name is required',
  assetPlacementRequired: 'At least one placement is required',
  assetThemeRequired: 'Theme selection is required',
  // Clients, venues and search (docs/product.md#validation-messages, Client create, Venue create, Venue details).
  clientNameTooShort: 'Client name must be at least 2 characters.',
  clientNameTooLong: 'Client name must not be longer than 30 characters.',
  invalidClientId: 'Invalid client id',
  invalidRegionId: 'Invalid region id',
  // Not in the product text: nothing chosen is not an invalid id.
  clientNotChosen: 'Choose a client.',
  regionNotChosen: 'Choose a region.',
  venueNameTooShort: 'Venue name must be at least 2 characters.',
  venueNameTooLong: 'Venue name must not be longer than 30 characters.',
  nameTooShort: 'Name must be at least 2 characters.',
  nameTooLong: 'Name must not be longer than 30 characters.',
  gmvRequired: 'Please enter a GMV.',
  gmvTooShort: 'GMV must be at least 2 characters.',
  gmvTooLong: 'GMV must not be longer than 30 characters.',
  venueIdMismatch: 'Venue id does not match the address.',
  searchQueryRequired: 'Please enter a search term.',
  offsetInvalid: 'Offset must be a whole number, 0 or more.',
  limitInvalid: 'Limit must be a whole number from 1 to 100.',
} as const;
