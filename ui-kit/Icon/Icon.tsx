import { IconSvg, type IconSvgProps } from './IconSvg.tsx';
import { iconPaths, type IconName } from './icons.tsx';

export type { IconSize } from './IconSvg.tsx';

export interface IconProps extends Omit<IconSvgProps, 'name' | 'drawing'> {
  /** Which drawing to show. */
  name: IconName;
}

/** An inline SVG icon from the kit's set, drawn with currentColor. */
export function Icon({ name, ...props }: IconProps) {
  return <IconSvg name={name} drawing={iconPaths[name]} {...props} />;
}
