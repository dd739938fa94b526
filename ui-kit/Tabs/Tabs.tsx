import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { TabListRoot, TabPanelRoot, TabRoot, TabsRoot } from './Tabs.styles.ts';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${component} must be inside <Tabs>`);
  return context;
}

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, '-')}`;

export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> {
  /** The selected tab's value (controlled). */
  value?: string;
  /** The tab selected at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

/** Tabs with automatic activation: arrow keys move focus and select (docs/product.md#screens layout editor panel). */
export function Tabs({ value: valueProp, defaultValue = '', onValueChange, children, ...rest }: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const select = (next: string) => {
    if (valueProp === undefined) setUncontrolled(next);
    if (next !== value) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <TabsRoot {...rest}>{children}</TabsRoot>
    </TabsContext.Provider>
  );
}

export interface TabListProps extends ComponentPropsWithRef<'div'> {
  /** Names the tab list for screen readers, e.g. "Editor panel". */
  'aria-label': string;
  /** Tabs share the full width equally. */
  fullWidth?: boolean;
}

const enabledTabs = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));

/** The row of tabs: one tab stop (roving tabindex); ArrowLeft/Right, Home and End move between tabs. */
export function TabList({ fullWidth = false, onKeyDown, children, ...rest }: TabListProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = enabledTabs(event.currentTarget);
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1 || tabs.length === 0) return;
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <TabListRoot
      role="tablist"
      aria-orientation="horizontal"
      {...rest}
      data-full-width={fullWidth || undefined}
      onKeyDown={handleKeyDown}
    >
      {children}
    </TabListRoot>
  );
}

export interface TabProps extends Omit<ComponentPropsWithRef<'button'>, 'value'> {
  /** Identifies the tab and its panel. */
  value: string;
}

/** One tab; aria-selected and the tab stop follow the selected value. */
export function Tab({ value, onClick, children, ...rest }: TabProps) {
  const { baseId, value: selected, select } = useTabsContext('Tab');
  const isSelected = value === selected;
  return (
    <TabRoot
      type="button"
      role="tab"
      id={idOf(baseId, 'tab', value)}
      aria-controls={isSelected ? idOf(baseId, 'panel', value) : undefined}
      aria-selected={isSelected}
      tabIndex={isSelected ? 0 : -1}
      data-state={isSelected ? 'active' : 'inactive'}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
    >
      {children}
    </TabRoot>
  );
}

export interface TabPanelProps extends ComponentPropsWithRef<'div'> {
  /** The value of the tab that shows this panel. */
  value: string;
}

/** The content of one tab; only the selected panel is rendered. */
export function TabPanel({ value, children, ...rest }: TabPanelProps) {
  const { baseId, value: selected } = useTabsContext('TabPanel');
  if (value !== selected) return null;
  return (
    <TabPanelRoot
      role="tabpanel"
      id={idOf(baseId, 'panel', value)}
      aria-labelledby={idOf(baseId, 'tab', value)}
      tabIndex={0}
      {...rest}
    >
      {children}
    </TabPanelRoot>
  );
}
