import { clockText, countdownView } from '../../contract/layout/widgets.ts';
import { useNow, useRendererClock } from '../clock.tsx';
import { textStyleOf } from '../textStyle.ts';

type Config = Readonly<Record<string, string>>;

/** A clock: the time (or date) now in its format and zone, styled like a text. */
export function ClockView({ config }: { config: Config }) {
  const { timeZone } = useRendererClock();
  // Read every second whatever the format: the minute turns on some second, and a read is cheap.
  const now = useNow(1000);
  return (
    <div style={textStyleOf(config)} data-widget="clock">
      {clockText(config, now, timeZone)}
    </div>
  );
}

/** A countdown to a date and time; its done text once that has come. */
export function CountdownView({ config }: { config: Config }) {
  const { timeZone } = useRendererClock();
  const now = useNow(1000);
  const view = countdownView(config, now, timeZone);
  return (
    <div style={{ ...textStyleOf(config), fontVariantNumeric: 'tabular-nums' }} data-widget="countdown" data-done={view.done ? '' : undefined}>
      {view.text}
    </div>
  );
}
