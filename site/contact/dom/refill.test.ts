import { describe, expect, it } from 'vitest';
import { MAX_PIXEL_EVENTS, pixelEventsOf } from './pixel-code.ts';
import { applyRefill, isSafeImageUrl, readRefill, type RefillRoot } from './refill.ts';
import { readFeedbackReply } from './reply.ts';

/** A form as the refill sees it: named inputs, classed images and field wraps (CF7 6.2 markup). */
function fakeForm() {
  const input = (name: string, value: string) => ({ name, value });
  const captchaInput = input('captcha-1', 'eski cevap');
  const challenge = input('_wpcf7_captcha_challenge_captcha-1', '111');
  const image = { classes: ['wpcf7-captcha-captcha-1'], src: '/wp-content/uploads/wpcf7_captcha/111.png' };
  const otherImage = { classes: ['logo'], src: '/logo.png' };
  const quizInput = input('quiz-1', 'yanlış');
  const answer = input('_wpcf7_quiz_answer_quiz-1', 'eskihash');
  const label = { textContent: '1+1=?' as string | null };
  const otherWrap = { name: 'your-name', inputs: [input('your-name', 'Ayşe')] };
  const img = (i: typeof image) => ({ classList: { contains: (t: string) => i.classes.includes(t) }, setAttribute: (_: 'src', v: string) => void (i.src = v) });
  const wrap = (name: string, inputs: { name: string; value: string }[], withLabel: boolean) => ({
    getAttribute: () => name,
    querySelector: () => (withLabel ? label : null),
    querySelectorAll: () => inputs,
  });
  const all = [captchaInput, challenge, quizInput, answer, ...otherWrap.inputs];
  const root = {
    querySelectorAll: (selector: string) =>
      selector === 'input' ? all : selector === 'img' ? [img(image), img(otherImage)] : [wrap('quiz-1', [quizInput, answer], true), wrap(otherWrap.name, otherWrap.inputs, false)],
  } as unknown as RefillRoot;
  return { root, captchaInput, challenge, image, otherImage, quizInput, answer, label, name: otherWrap.inputs[0] };
}

describe('captcha and quiz refills (SPEC §7 feedback reply fields captcha and quiz; BEHAVIOURS §1.4 refill)', () => {
  it('a new captcha: its answer cleared, the image swapped by name, the challenge id taken from the file name', () => {
    const f = fakeForm();
    applyRefill(f.root, readRefill({ captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/2468.png' } }));
    expect([f.captchaInput.value, f.image.src, f.challenge.value]).toEqual(['', '/wp-content/uploads/wpcf7_captcha/2468.png', '2468']);
    expect([f.otherImage.src, f.name?.value]).toEqual(['/logo.png', 'Ayşe']);
  });

  it('a new quiz: the answer cleared, the question shown, the answer hash stored in its wrap', () => {
    const f = fakeForm();
    applyRefill(f.root, readRefill({ quiz: { 'quiz-1': ['Türkiye’nin başkenti?', 'a1b2c3'] } }));
    expect([f.quizInput.value, f.label.textContent, f.answer.value]).toEqual(['', 'Türkiye’nin başkenti?', 'a1b2c3']);
    expect(f.name?.value).toBe('Ayşe');
  });

  it('leaves out what CF7 never sends: unsafe image addresses, odd names, malformed quiz pairs', () => {
    const refill = readRefill({
      captcha: { 'captcha-1': 'javascript:alert(1)', 'captcha-2': ' data:image/png;base64,AA ', 'c"] img': '/x.png', ok: 'https://cdn.test/9.gif' },
      quiz: { 'quiz-1': ['soru'], 'quiz-2': 'metin', 'quiz-3': ['soru', 'hash'] },
    });
    expect(refill).toEqual({ captcha: [{ name: 'ok', url: 'https://cdn.test/9.gif' }], quiz: [{ name: 'quiz-3', question: 'soru', answerHash: 'hash' }] });
    expect(['java\tscript:x', '//evil.test/x.png', '\\\\host\\x.png', ''].map(isSafeImageUrl)).toEqual([false, true, false, false]);
    // The refill reply of a form without captcha or quiz is {}: nothing to do.
    expect(readRefill({})).toEqual({ captcha: [], quiz: [] });
  });
});

describe('fb_pxl_code (SPEC §7): its pixel events are read, its code is never run', () => {
  it('reads the event of the Meta Pixel plugin\'s Lead code and of plain track calls', () => {
    const code = "fbq('set', 'agent', 'wordpress-6.8-4.1.0', '7700');\nfbq('trackSingle', '7700', 'Lead', {\"source\": \"contact-form-7\"}, {\"eventID\": \"e-1\"});";
    expect(pixelEventsOf({ fb_pxl_code: code })).toEqual([{ event: 'Lead', pixelId: '7700' }]);
    expect(pixelEventsOf({ fb_pxl_code: '<script>fbq("track", "Contact"); fbq("trackCustom", "Form Sent");</script>' })).toEqual([
      { event: 'Contact' },
      { event: 'Form Sent' },
    ]);
  });

  it('never evaluates it, and ignores what is not a pixel call', () => {
    const probe = globalThis as { strataPwned?: boolean };
    const hostile = "globalThis.strataPwned = true; fbq('track', 'Lead'); fbq('trackSingle', 'Lead'); fbq('track', '<img src=x onerror=alert(1)>');";
    expect(pixelEventsOf({ fb_pxl_code: hostile })).toEqual([{ event: 'Lead' }]);
    expect(probe.strataPwned).toBeUndefined();
    expect(pixelEventsOf({ fb_pxl_code: Array.from({ length: 9 }, () => "fbq('track','Lead');").join('') })).toHaveLength(MAX_PIXEL_EVENTS);
    for (const reply of [{}, { fb_pxl_code: 42 }, null, 'fbq("track","Lead")']) expect(pixelEventsOf(reply)).toEqual([]);
  });

  it('readFeedbackReply reads captcha, quiz and fb_pxl_code beside status and message', () => {
    const raw = {
      status: 'mail_sent', message: 'Teşekkürler', posted_data_hash: 'h', invalid_fields: [],
      captcha: { 'captcha-1': '/c/55.png' }, quiz: { 'quiz-1': ['2+2?', 'x9'] }, fb_pxl_code: "fbq('track', 'Lead');",
    };
    expect(readFeedbackReply(raw)).toMatchObject({
      refill: { captcha: [{ name: 'captcha-1', url: '/c/55.png' }], quiz: [{ name: 'quiz-1', question: '2+2?', answerHash: 'x9' }] },
      pixelEvents: [{ event: 'Lead' }],
    });
  });
});
