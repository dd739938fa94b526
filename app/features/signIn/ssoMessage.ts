import { SSO_MESSAGES, type SsoOutcomeCode } from '../../../contract/sso.ts';

/** The login page's words for `/login?sso={code}`, or null for none (or `done`, which is no refusal). */
export function ssoMessage(code: string | null, name: string): string | null {
  if (code === null || code === 'done' || !(code in SSO_MESSAGES)) return null;
  return SSO_MESSAGES[code as Exclude<SsoOutcomeCode, 'done'>].replace('{name}', name);
}
