export { Avatar, initialsOf } from './Avatar.tsx';
export type { AvatarProps, AvatarShape, AvatarSize } from './Avatar.tsx';
