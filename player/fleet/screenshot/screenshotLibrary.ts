/**
 * modern-screenshot, behind a module of the player's own so that its lazy bundle has a name the
 * service worker can recognise (`screenshotLibrary.<hash>.js`): it is the one bundle not cached at
 * install, since a screenshot is only taken to be uploaded, which needs the server anyway.
 */
export { domToCanvas } from 'modern-screenshot';
