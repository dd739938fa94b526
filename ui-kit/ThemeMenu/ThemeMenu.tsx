import { Button } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { Menu, MenuRadioItem, type MenuPlacement } from '../Menu/index.ts';
import { ThemeIcons } from './ThemeMenu.styles.ts';

/** The user's choice (docs/product.md#states): a fixed theme, or follow the device. */
export type ThemePreference = 'light' | 'dark' | 'system';

const options: ReadonlyArray<{ value: ThemePreference; label: string; icon: IconName }> = [
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
  { value: 'system', label: 'System', icon: 'monitor' },
];

export interface ThemeMenuProps {
  /** The current preference, marked with aria-checked. */
  value: ThemePreference;
  /** A preference was chosen. */
  onChange: (preference: ThemePreference) => void;
  /** Where the menu opens; defaults to bottom-end (the trigger sits at the header's right). */
  placement?: MenuPlacement;
  /** Initial open state (stories). */
  defaultOpen?: boolean;
}

/** The header's theme switch: Light, Dark, System as radio items. */
export function ThemeMenu({ value, onChange, placement = 'bottom-end', defaultOpen }: ThemeMenuProps) {
  return (
    <Menu
      label="Theme"
      placement={placement}
      defaultOpen={defaultOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Toggle theme" data-theme-menu-trigger>
          <ThemeIcons>
            <Icon name="sun" size="lg" />
            <Icon name="moon" size="lg" />
          </ThemeIcons>
        </Button>
      }
    >
      {options.map((option) => (
        <MenuRadioItem
          key={option.value}
          icon={option.icon}
          checked={value === option.value}
          onSelect={() => onChange(option.value)}
        >
          {option.label}
        </MenuRadioItem>
      ))}
    </Menu>
  );
}
