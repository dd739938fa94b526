import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { isThemePreference, themeMachine, type ThemeInput } from '../../machines/theme.machine.ts';
import { selectPreference, selectResolvedTheme } from '../../machines/theme.selectors.ts';

function start(input: Partial<ThemeInput> = {}) {
  const applyTheme = vi.fn();
  const savePreference = vi.fn();
  const machine = themeMachine.provide({
    actions: {
      applyTheme: (_, params) => applyTheme(params.theme),
      savePreference: (_, params) => savePreference(params.preference),
    },
  });
  const actor = createActor(machine, {
    input: { stored: null, fallback: 'dark', systemPrefersDark: false, ...input },
  }).start();
  return { actor, applyTheme, savePreference };
}

describe('theme machine', () => {
  it('defaults to dark in the signed-in product and applies it without saving', () => {
    const { actor, applyTheme, savePreference } = start();
    expect(selectPreference(actor.getSnapshot())).toBe('dark');
    expect(applyTheme).toHaveBeenCalledWith('dark');
    expect(savePreference).not.toHaveBeenCalled();
  });

  it('restores each stored preference', () => {
    expect(selectPreference(start({ stored: 'light' }).actor.getSnapshot())).toBe('light');
    expect(selectPreference(start({ stored: 'dark', fallback: 'system' }).actor.getSnapshot())).toBe('dark');
    expect(selectPreference(start({ stored: 'system' }).actor.getSnapshot())).toBe('system');
  });

  it('uses the generic default, system, outside the signed-in product', () => {
    const { actor, applyTheme } = start({ fallback: 'system', systemPrefersDark: true });
    expect(selectPreference(actor.getSnapshot())).toBe('system');
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('dark');
    expect(applyTheme).toHaveBeenCalledWith('dark');
  });

  it('saves and applies each selection', () => {
    const { actor, applyTheme, savePreference } = start();
    actor.send({ type: 'theme.select', preference: 'light' });
    expect(selectPreference(actor.getSnapshot())).toBe('light');
    expect(applyTheme).toHaveBeenLastCalledWith('light');
    expect(savePreference).toHaveBeenLastCalledWith('light');

    actor.send({ type: 'theme.select', preference: 'dark' });
    expect(applyTheme).toHaveBeenLastCalledWith('dark');
    expect(savePreference).toHaveBeenLastCalledWith('dark');

    actor.send({ type: 'theme.select', preference: 'system' });
    expect(selectPreference(actor.getSnapshot())).toBe('system');
    expect(applyTheme).toHaveBeenLastCalledWith('light');
    expect(savePreference).toHaveBeenLastCalledWith('system');
  });

  it('follows the device while on system', () => {
    const { actor, applyTheme } = start({ stored: 'system' });
    actor.send({ type: 'theme.systemChanged', prefersDark: true });
    expect(applyTheme).toHaveBeenLastCalledWith('dark');
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('dark');
  });

  it('remembers the device preference but keeps an explicit choice', () => {
    const { actor, applyTheme } = start({ stored: 'light' });
    applyTheme.mockClear();
    actor.send({ type: 'theme.systemChanged', prefersDark: true });
    expect(applyTheme).not.toHaveBeenCalled();
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('light');
    actor.send({ type: 'theme.select', preference: 'system' });
    expect(applyTheme).toHaveBeenLastCalledWith('dark');
  });

  it('recognises only the three preferences', () => {
    expect(['light', 'dark', 'system'].every(isThemePreference)).toBe(true);
    expect(isThemePreference('undefined')).toBe(false);
    expect(isThemePreference(null)).toBe(false);
  });
});
