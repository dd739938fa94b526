export { Icon } from './Icon.tsx';
export type { IconProps, IconSize } from './Icon.tsx';
export { iconNames } from './icons.tsx';
export type { IconName } from './icons.tsx';
