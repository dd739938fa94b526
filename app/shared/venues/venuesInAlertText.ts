/** "3 venues in alert", "1 venue in alert": the clients list's badge, the home page and the venues list say it alike. */
export function venuesInAlertText(count: number): string {
  return `${count} ${count === 1 ? 'venue' : 'venues'} in alert`;
}
