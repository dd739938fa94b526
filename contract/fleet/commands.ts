/**
 * The header of the device's day answer (a 304 too) while a command waits for the display:
 * the player then sends its report at once, whose answer carries the commands, so a
 * connected player gets a command within seconds rather than at its next heartbeat. No zod: the
 * player imports it.
 */
export const COMMANDS_WAITING_HEADER = 'commands-waiting';
