export { formatRelativeTime, RelativeTime } from './RelativeTime.tsx';
export type { RelativeTimeProps, RelativeTimeValue } from './RelativeTime.tsx';
