export { StatusPanel } from './StatusPanel.tsx';
export type { StatusPanelProps, StatusTone } from './StatusPanel.tsx';
