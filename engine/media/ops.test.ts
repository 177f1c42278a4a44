import { describe, expect, it } from 'vitest';
import { isGlobalMediaAction, mediaOp } from './ops.ts';

describe('media action names', () => {
  it('reads SR7 and SR6 spellings', () => {
    const names = ['playMedia', 'pauseMedia', 'stopMedia', 'toggleMedia', 'muteMedia', 'unmuteMedia', 'toggleMuteMedia', 'playvideo', 'stopvideo', 'togglevideo', 'mutevideo', 'unmutevideo', 'toggle_mute_video', 'toggle_global_mute_video', 'startAudio', 'callbackMedia'];
    expect(names.map(mediaOp)).toEqual(['play', 'pause', 'stop', 'toggle', 'mute', 'unmute', 'toggleMute', 'play', 'stop', 'toggle', 'mute', 'unmute', 'toggleMute', 'toggleMute', 'play', null]);
  });

  it('tells global actions', () => {
    expect(isGlobalMediaAction('toggle_global_mute_video')).toBe(true);
    expect(isGlobalMediaAction('toggle_mute_video')).toBe(false);
  });
});
