import { describe, expect, it } from 'vitest';
import { createImageRegistry, type ImageLike } from './image-registry.ts';

/** A fake image: records its src; the test fires load/error; decode() resolves when told. */
class FakeImage implements ImageLike {
  src = '';
  decoding?: string;
  naturalWidth = 0;
  naturalHeight = 0;
  onload: ImageLike['onload'] = null;
  onerror: ImageLike['onerror'] = null;
  decodes = 0;
  private release: (() => void) | null = null;
  decode = () => {
    this.decodes++;
    return new Promise<void>((resolve) => {
      this.release = resolve;
    });
  };
  finishLoad(width = 40, height = 20) {
    this.naturalWidth = width;
    this.naturalHeight = height;
    this.onload?.call(this, {});
  }
  finishDecode() {
    this.release?.();
  }
  fail() {
    this.onerror?.call(this, {});
  }
}

function setup(opts: { decode?: boolean } = {}) {
  const images: FakeImage[] = [];
  const warnings: string[] = [];
  const registry = createImageRegistry({
    baseUrl: 'https://site.test/modules/hero.json',
    createImage: () => {
      const image = new FakeImage();
      if (opts.decode === false) (image as { decode?: unknown }).decode = undefined;
      images.push(image);
      return image;
    },
    warn: (message) => warnings.push(message),
  });
  return { registry, images, warnings };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('image registry', () => {
  it('dedupes by absolute URL: one image element, one promise', async () => {
    const { registry, images } = setup();
    const a = registry.load('assets/a.png');
    const b = registry.load('https://site.test/modules/assets/a.png');
    expect(a).toBe(b);
    expect(images).toHaveLength(1);
    expect(images[0]!.src).toBe('https://site.test/modules/assets/a.png');
    expect(images[0]!.decoding).toBe('async');
  });

  it('goes pending → loading → done, resolving only after decode()', async () => {
    const { registry, images } = setup();
    expect(registry.state('assets/a.png')).toBe('pending');
    let settled = false;
    const promise = registry.load('assets/a.png').then((r) => {
      settled = true;
      return r;
    });
    expect(registry.state('assets/a.png')).toBe('loading');
    images[0]!.finishLoad(40, 20);
    await tick();
    expect(settled).toBe(false); // loaded but not decoded yet: not shown
    expect(images[0]!.decodes).toBe(1);
    images[0]!.finishDecode();
    expect(await promise).toEqual({ ok: true, width: 40, height: 20 });
    expect(registry.state('assets/a.png')).toBe('done');
    expect(registry.peek('assets/a.png')).toEqual({ ok: true, width: 40, height: 20 });
  });

  it('falls back to onload where decode() is missing', async () => {
    const { registry, images } = setup({ decode: false });
    const promise = registry.load('b.png');
    images[0]!.finishLoad(8, 8);
    expect(await promise).toEqual({ ok: true, width: 8, height: 8 });
  });

  it('marks errors, warns once naming the URL, and never retries the same URL', async () => {
    const { registry, images, warnings } = setup();
    const first = registry.load('missing.png');
    images[0]!.fail();
    expect(await first).toEqual({ ok: false, width: 0, height: 0 });
    expect(registry.state('missing.png')).toBe('error');
    expect(await registry.load('missing.png')).toEqual({ ok: false, width: 0, height: 0 });
    expect(images).toHaveLength(1);
    expect(warnings).toEqual(['[strata] image could not be loaded: https://site.test/modules/missing.png']);
  });

  it('destroy settles loads in flight as failed without warnings, forgets URLs, and is idempotent', async () => {
    const { registry, images, warnings } = setup();
    const promise = registry.load('slow.png');
    registry.destroy();
    registry.destroy();
    expect(await promise).toEqual({ ok: false, width: 0, height: 0 });
    expect(images[0]!.onload).toBeNull();
    expect(images[0]!.src).toBe('');
    expect(registry.state('slow.png')).toBe('pending');
    expect(await registry.load('other.png')).toMatchObject({ ok: false });
    expect(warnings).toEqual([]);
  });

  it('touches no DOM at import or creation', () => {
    expect(() => createImageRegistry()).not.toThrow();
  });
});
