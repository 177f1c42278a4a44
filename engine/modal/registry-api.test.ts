import { describe, expect, it, vi } from 'vitest';
import { registerModalApi } from '../runtime/modal-api.ts';

describe('registerModalApi', () => {
  it('adds openModal/closeModal to window.strata and SR7.F.modal (0-based slide index), and removes them', () => {
    const global: Record<string, unknown> = {};
    const api = { openModal: vi.fn(), closeModal: vi.fn() };
    const remove = registerModalApi(global, api);
    const strata = global['strata'] as { openModal(a: string, s?: number): void; closeModal(w?: string): void; list(): unknown[] };
    strata.openModal('modal-promo', 2);
    strata.closeModal('all');
    expect(api.openModal).toHaveBeenCalledWith('modal-promo', 2);
    expect(api.closeModal).toHaveBeenCalledWith('all');
    expect(strata.list()).toEqual([]);
    const sr7 = global['SR7'] as { F: { modal?: { open(a: string, i?: number): void; close(w?: string): void } } };
    sr7.F.modal?.open('modal-newsletter', 1);
    sr7.F.modal?.open('modal-newsletter');
    expect(api.openModal).toHaveBeenLastCalledWith('modal-newsletter', undefined);
    expect(api.openModal).toHaveBeenCalledWith('modal-newsletter', 2);
    // SR7 passes an action's msl on as written: "#key", or SR6's "rs-<id>".
    sr7.F.modal?.open('modal-newsletter', '#2' as unknown as number);
    expect(api.openModal).toHaveBeenLastCalledWith('modal-newsletter', '#2');
    sr7.F.modal?.open('modal-newsletter', 'rs-17' as unknown as number);
    expect(api.openModal).toHaveBeenLastCalledWith('modal-newsletter', '#17');
    remove();
    expect('openModal' in strata).toBe(false);
    expect(sr7.F.modal).toBeUndefined();
  });

  it('leaves an SR7 runtime’s own SR7.F.modal alone', () => {
    const own = { open: vi.fn(), close: vi.fn() };
    const global: Record<string, unknown> = { SR7: { F: { modal: own } } };
    const remove = registerModalApi(global, { openModal: vi.fn(), closeModal: vi.fn() });
    expect((global['SR7'] as { F: { modal: unknown } }).F.modal).toBe(own);
    remove();
    expect((global['SR7'] as { F: { modal: unknown } }).F.modal).toBe(own);
  });
});
