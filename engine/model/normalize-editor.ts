/**
 * Editor-only fields (types-editor.ts; SPEC §1, §6). Read only when normalizeModule runs with `mode: 'editor'`;
 * a visitor build never looks at these wire keys.
 */
import { resolveLook } from '../modal/look.ts';
import type { Ladder } from './types.ts';
import type { LayerEditorFields, ModuleEditorFields, SlideEditorFields } from './types-editor.ts';
import { resolveLadder } from './ladder.ts';
import { at, isRecord, optRecord, readString, type Rec } from './read.ts';
import { parseNumber } from './units.ts';

const text = (rec: Rec, key: string, path: string, fallback = ''): string => readString(rec[key], at(path, key), fallback).trim();

function cachedHeight(raw: unknown, path: string): Ladder<number> | null {
  if (raw === undefined || raw === null) return null;
  return resolveLadder(raw, parseNumber, 0, path);
}

/** `settings` → the module's editor fields (`settings.modal` defaulted as the modal host reads it, engine/modal/look.ts). */
export function readModuleEditor(settings: Rec, path: string): ModuleEditorFields {
  const size = optRecord(settings.size, at(path, 'size'));
  const thumb = text(settings, 'thumb', path);
  return {
    thumb: thumb === '' ? null : thumb,
    cachedHeight: cachedHeight(size.cachedHeight, at(at(path, 'size'), 'cachedHeight')),
    overlay: resolveLook({}, null, optRecord(settings.modal, at(path, 'modal'))),
  };
}

/** `slide` (the wire `slide` object of one entry) → its editor fields. */
export function readSlideEditor(slide: Rec, path: string): SlideEditorFields {
  const thumbPath = at(path, 'thumb');
  // SR6 exports store the thumbnail as a bare string: no admin thumbnail, default dimension.
  const thumb = isRecord(slide.thumb) ? slide.thumb : {};
  const attrPath = at(path, 'attr');
  const attr = optRecord(slide.attr, attrPath);
  const adminThumb = text(thumb, 'admin', thumbPath);
  return {
    adminThumb: adminThumb === '' ? null : adminThumb,
    thumbDimension: text(thumb, 'dimension', thumbPath) || 'slider',
    language: text(slide, 'language', path) || 'default',
    attr: {
      id: text(attr, 'id', attrPath),
      class: text(attr, 'class', attrPath),
      data: text(attr, 'data', attrPath),
      alt: text(attr, 'a', attrPath),
      altSource: text(attr, 'aO', attrPath) || 'ml',
      title: text(attr, 't', attrPath),
      titleSource: text(attr, 'tO', attrPath) || 'ml',
      deepLink: text(attr, 'deepLink', attrPath),
      custom: text(attr, 'attr', attrPath),
    },
  };
}

/** A layer's wire object → its editor fields. */
export function readLayerEditor(layer: Rec, path: string): LayerEditorFields {
  const attrPath = at(path, 'attr');
  const attr = optRecord(layer.attr, attrPath);
  return {
    attr: {
      id: text(attr, 'id', attrPath),
      class: text(attr, 'class', attrPath),
      wrapClass: text(attr, 'wrapClass', attrPath),
      wrapId: text(attr, 'wrapId', attrPath),
      innerClass: text(attr, 'iClass', attrPath),
      altSource: text(attr, 'aO', attrPath) || 'ml',
      titleSource: text(attr, 'tO', attrPath) || 'ml',
    },
  };
}
