/** The style guide's tabs, in order: the value is the path under /playground ('' is the overview). */
export const playgroundTabs = [
  { value: '', label: 'Overview' },
  { value: 'colours', label: 'Colours' },
  { value: 'components', label: 'Components' },
  { value: 'forms', label: 'Forms' },
  { value: 'icons', label: 'Icons' },
] as const;

export type PlaygroundTab = (typeof playgroundTabs)[number]['value'];

/** The tab of an address: /playground/forms → 'forms'; /playground and anything unknown → ''. */
export function playgroundTabOf(pathname: string): PlaygroundTab {
  const segment = pathname.replace(/^\/playground\/?/, '').split('/')[0] ?? '';
  return playgroundTabs.find((tab) => tab.value === segment)?.value ?? '';
}

export function playgroundPathOf(tab: PlaygroundTab): string {
  return tab === '' ? '/playground' : `/playground/${tab}`;
}
