export { Popover } from './Popover.tsx';
export type { PopoverPlacement, PopoverProps } from './Popover.tsx';
