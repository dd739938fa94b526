/**
 * What /login fetches only when needed, in one chunk: the two-factor code step (after a right
 * password) and single sign-on (when the server has a provider). One chunk, not two: each chunk
 * costs the page's first load its loader, and the page has no room in its 120 KB budget.
 */
export { TwoFactorStep } from './TwoFactorStep.tsx';
export { SsoSignIn } from './SsoSignIn.tsx';
