export { Logo } from './Logo.tsx';
export type { LogoProps, LogoSize } from './Logo.tsx';
