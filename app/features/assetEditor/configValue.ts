import type { AssetFile } from '../../../contract/assetFiles.ts';
import type { ConfigProperty } from '../../../contract/assets.ts';
import { isLocalDateTime, isTimeZone, qrAddressOf } from '../../../contract/layout/widgets.ts';

/**
 * What every config field takes, and the check of a value by its property's kind: shared by the
 * fields the editor loads with it (configFields.tsx) and those loaded when a widget is first
 * configured (widgetConfigFields.tsx), which therefore import neither each other.
 */
export interface ConfigFieldProps {
  name: string;
  property: ConfigProperty;
  value: string;
  files: readonly AssetFile[];
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The widget's other values (a data value's field picker lists its chosen source's fields). */
  config?: Readonly<Record<string, string>> | undefined;
}

/**
 * What is wrong with a value of a widget's property kind, or undefined: a blank optional
 * value is fine (the renderer's default applies).
 */
export function configValueError(property: ConfigProperty, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (property.type === 'datetime' && !isLocalDateTime(text)) return 'A date and time, such as 2026-12-31T20:00';
  if (property.type === 'timeZone' && !isTimeZone(text)) return 'A time zone such as Australia/Sydney';
  if (property.type === 'url' && qrAddressOf(text) === null) return 'A web address starting with https:// or http://';
  if (property.type === 'number' && !Number.isFinite(Number(text))) return 'A number';
  return undefined;
}
