import { DEFAULT_PANEL_COLOUR, opacityOf } from '../../contract/layout/widgets.ts';
import { colourOf, lengthOf } from '../textStyle.ts';

type Config = Readonly<Record<string, string>>;

/** A coloured panel (a rectangle, rounded by `radius`, see-through by `opacity`): behind texts and widgets. */
export function PanelView({ config }: { config: Config }) {
  return (
    <div
      data-widget="panel"
      style={{
        width: '100%',
        height: '100%',
        minWidth: 40,
        minHeight: 40,
        background: colourOf(config.color) ?? DEFAULT_PANEL_COLOUR,
        borderRadius: lengthOf(config.radius),
        opacity: opacityOf(config.opacity),
      }}
    />
  );
}
