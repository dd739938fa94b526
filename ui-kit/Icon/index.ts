export { Icon } from './Icon.tsx';
export type { IconProps, IconSize } from './Icon.tsx';
export { IconSvg } from './IconSvg.tsx';
export type { IconSvgProps } from './IconSvg.tsx';
export { alertCircleDrawing, homeDrawing, infoDrawing } from './firstLoadDrawings.tsx';
export { iconNames } from './icons.tsx';
export type { IconName } from './icons.tsx';
