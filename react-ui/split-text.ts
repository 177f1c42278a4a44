/**
 * Splits a text layer's content into words, chars or lines for split-text timelines (SPEC §3 targets
 * chars/words/lines). Works on the text nodes of the (already sanitized) HTML, so links, <br> and inline
 * styling stay as they are; each piece is an inline-block span (transforms need a box). Splitting is done
 * once per element and reused.
 */
export type SplitKind = 'chars' | 'words' | 'lines';

interface Split {
  words: HTMLElement[];
  chars: HTMLElement[];
  lines: HTMLElement[] | null;
}

const splits = new WeakMap<HTMLElement, Split>();

function splitWords(root: HTMLElement): Split {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const words: HTMLElement[] = [];
  const chars: HTMLElement[] = [];
  for (const text of texts) {
    const parts = (text.nodeValue ?? '').split(/(\s+)/);
    if (parts.every((part) => part === '' || /^\s+$/.test(part))) continue;
    const fragment = doc.createDocumentFragment();
    for (const part of parts) {
      if (part === '') continue;
      if (/^\s+$/.test(part)) {
        fragment.appendChild(doc.createTextNode(part));
        continue;
      }
      const word = doc.createElement('span');
      word.className = 'strata-word';
      word.style.display = 'inline-block';
      // Array.from splits by code point, so emoji and astral characters stay whole.
      for (const ch of Array.from(part)) {
        const char = doc.createElement('span');
        char.className = 'strata-char';
        char.style.display = 'inline-block';
        char.textContent = ch;
        word.appendChild(char);
        chars.push(char);
      }
      words.push(word);
      fragment.appendChild(word);
    }
    text.replaceWith(fragment);
  }
  return { words, chars, lines: null };
}

/** Groups words by their rendered line (same offsetTop and parent) and wraps each group in a line span. */
function splitLines(split: Split): HTMLElement[] {
  const lines: HTMLElement[] = [];
  let group: HTMLElement[] = [];
  let top = Number.NaN;
  const flush = () => {
    const first = group[0];
    if (!first?.parentNode) return;
    const doc = first.ownerDocument;
    const line = doc.createElement('span');
    line.className = 'strata-line';
    line.style.display = 'inline-block';
    first.parentNode.insertBefore(line, first);
    const last = group[group.length - 1] as HTMLElement;
    // Move the words and the spaces between them (not the space after the line's last word).
    for (let node: ChildNode | null = first; node; ) {
      const next: ChildNode | null = node === last ? null : node.nextSibling;
      line.appendChild(node);
      node = next;
    }
    lines.push(line);
  };
  const tops = split.words.map((word) => word.offsetTop);
  split.words.forEach((word, i) => {
    const wordTop = tops[i] as number;
    const sameParent = group.length > 0 && group[0]?.parentNode === word.parentNode;
    if (group.length > 0 && (Math.abs(wordTop - top) > 1 || !sameParent)) {
      flush();
      group = [];
    }
    if (group.length === 0) top = wordTop;
    group.push(word);
  });
  if (group.length) flush();
  return lines;
}

export function splitText(root: HTMLElement, kind: SplitKind): readonly HTMLElement[] {
  let split = splits.get(root);
  if (!split) splits.set(root, (split = splitWords(root)));
  if (kind === 'words') return split.words;
  if (kind === 'chars') return split.chars;
  split.lines ??= splitLines(split);
  return split.lines;
}
