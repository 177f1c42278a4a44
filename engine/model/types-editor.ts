/**
 * Editor ("backend") mode (SPEC §1 "Editors (a backend mode) get extra fields and full defaults for navigation,
 * progress bar, overlay and attributes"; §6 "backend (editor) … and frontend (visitor)").
 *
 * The model is fully defaulted in both modes (DESIGN.md "Data format"): navigation (arrows, bullets, tabs,
 * thumbs, scrubber) and the progress bar always come with every default, set or not. What only an editor gets
 * are the fields below: the ones SR7 stores for its builder (FORMAT.md §9 `thumb{src, admin, dimension}`,
 * slide `attr{class, data, id, a, aO, t, tO, deepLink, attr}`, `language`, `size.cachedHeight`, module `thumb`)
 * and the modal overlay's full look. A visitor build leaves them out (`editor` is null / absent).
 */
import type { ModalLook } from '../modal/types.ts';
import type { Ladder } from './types.ts';

/** Who the module is normalized for. */
export type ModuleMode = 'visitor' | 'editor';

/** Module fields only an editor reads. */
export interface ModuleEditorFields {
  /** The module's thumbnail in the builder's overview (wire `settings.thumb`); null when none. */
  readonly thumb: string | null;
  /** Heights the builder measured last (wire `size.cachedHeight`, px per level); null when the wire has none. */
  readonly cachedHeight: Ladder<number> | null;
  /**
   * The modal overlay (underlay) with every default filled (wire `settings.modal`, FORMAT.md §9: h center,
   * v middle, cover, pS false, bg rgba(0,0,0,0.5), sp 1000) — what the builder's "As Modal" panel edits.
   */
  readonly overlay: ModalLook;
}

/** A slide's full attribute set (wire `slide.attr`), every key defaulted to ''. */
export interface SlideEditorAttributes {
  readonly id: string;
  readonly class: string;
  /** Custom `data-*` attributes as the author typed them (wire `data`). */
  readonly data: string;
  /** Background image alt text and where it comes from (wire `a`, `aO`: "ml" media library, "c" custom …). */
  readonly alt: string;
  readonly altSource: string;
  /** Background image title attribute and its source (wire `t`, `tO`). */
  readonly title: string;
  readonly titleSource: string;
  readonly deepLink: string;
  /** Free custom attribute text (wire `attr`). */
  readonly custom: string;
}

/** Slide fields only an editor reads. */
export interface SlideEditorFields {
  /** The builder's own slide thumbnail (wire `thumb.admin`); null when none. */
  readonly adminThumb: string | null;
  /** How the navigation thumbnail is sized (wire `thumb.dimension`, default "slider"). */
  readonly thumbDimension: string;
  /** WPML language of the slide (wire `language`, default "default"). */
  readonly language: string;
  readonly attr: SlideEditorAttributes;
}

/** A layer's full attribute set (wire `layer.attr`), every key defaulted to ''. */
export interface LayerEditorFields {
  readonly attr: {
    readonly id: string;
    readonly class: string;
    readonly wrapClass: string;
    readonly wrapId: string;
    /** Inner element class (wire `iClass`, e.g. "sr7-btn"). */
    readonly innerClass: string;
    /** Alt / title sources of an image layer (wire `aO`, `tO`, default "ml"). */
    readonly altSource: string;
    readonly titleSource: string;
  };
}
