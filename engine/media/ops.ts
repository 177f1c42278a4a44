/**
 * Media actions by name (SPEC §3 "Action"). normalize-actions.ts keeps the wire `a` as written for media
 * actions (SR7: playMedia, stopMedia, toggleMedia, muteMedia, unmuteMedia, toggleMuteMedia; SR6: playvideo,
 * stopvideo, togglevideo, mutevideo, unmutevideo, toggle_mute_video, toggle_global_mute_video …), so the
 * operation is read from the words in the name.
 */
export type MediaOp = 'play' | 'pause' | 'stop' | 'toggle' | 'mute' | 'unmute' | 'toggleMute';

/** The operation a media action name asks for, or null when the name says none of them. */
export function mediaOp(name: string): MediaOp | null {
  const n = name.toLowerCase();
  if (n.includes('unmute')) return 'unmute';
  if (n.includes('mute')) return n.includes('toggle') ? 'toggleMute' : 'mute';
  if (n.includes('toggle')) return 'toggle';
  if (n.includes('stop')) return 'stop';
  if (n.includes('pause')) return 'pause';
  if (n.includes('play') || n.includes('start')) return 'play';
  return null;
}

/** "global" actions (toggle_global_mute_video) act on every media of the shown slides, whatever their targets. */
export const isGlobalMediaAction = (name: string) => /global/i.test(name);
