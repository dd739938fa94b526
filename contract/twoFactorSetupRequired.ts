/**
 * The 403 title every API call but enrolment and sign-out answers an admin without two-factor
 * sign-in while the portal requires it; the app sends the person to enrol when it sees
 * this title. Alone in its file: every page's API client checks for it, and /clients' budget
 * (docs/decisions.md#browser-side) has no room for the other two-factor messages.
 */
export const TWO_FACTOR_SETUP_REQUIRED_TITLE = 'Turn on two-factor sign-in to continue: this portal requires it of every admin.';
