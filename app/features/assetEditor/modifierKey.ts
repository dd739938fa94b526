/**
 * The modifier key of the editor's shortcuts as this machine names it: ⌘ on a Mac, an iPhone or an iPad, Ctrl
 * elsewhere. One definition for the toolbar's tooltips and the shortcuts dialog, so they never word a key two ways.
 */
export const MOD = /Mac|iPhone|iPad/.test(typeof navigator === 'undefined' ? '' : navigator.platform) ? '⌘' : 'Ctrl';
