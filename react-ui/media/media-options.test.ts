import { describe, expect, it } from 'vitest';
import { posterPlan } from './media-options.ts';
import { mediaOptions } from './test-fakes.ts';

const desktop = { mobile: false, reducedMotion: false };
const phone = { mobile: true, reducedMotion: false };
const poster = (over: Partial<ReturnType<typeof mediaOptions>['poster']>) => mediaOptions({ poster: { src: 'p.jpg', showOnPause: false, noOnMobile: false, insteadVideo: false, ...over } });

describe('posterPlan', () => {
  it('poster.noOnMobile: no poster on a mobile page, the poster elsewhere', () => {
    // SPEC §3 Media options, poster.noOnMobile.
    expect(posterPlan(poster({ noOnMobile: true }), phone)).toEqual({ src: null, instead: false });
    expect(posterPlan(poster({ noOnMobile: true }), desktop)).toEqual({ src: 'p.jpg', instead: false });
    expect(posterPlan(poster({ noOnMobile: false }), phone)).toEqual({ src: 'p.jpg', instead: false });
    // noOnMobile wins over insteadVideo: a phone gets the player, without a poster.
    expect(posterPlan(poster({ noOnMobile: true, insteadVideo: true }), phone)).toEqual({ src: null, instead: false });
  });

  it('poster.insteadVideo replaces the player on mobile or reduced motion, never for audio', () => {
    expect(posterPlan(poster({ insteadVideo: true }), phone)).toEqual({ src: 'p.jpg', instead: true });
    expect(posterPlan(poster({ insteadVideo: true }), { mobile: false, reducedMotion: true })).toEqual({ src: 'p.jpg', instead: true });
    expect(posterPlan(poster({ insteadVideo: true }), desktop)).toEqual({ src: 'p.jpg', instead: false });
    expect(posterPlan({ ...poster({ insteadVideo: true }), kind: 'audio' }, phone)).toEqual({ src: 'p.jpg', instead: false });
    expect(posterPlan(mediaOptions(), phone)).toEqual({ src: null, instead: false });
  });
});
