import type { Context } from 'hono';
import { BadRequest } from './errors.ts';

/** A parsed form body (Hono `parseBody({all: true})`): repeated names become arrays, uploads are Files. */
export type FormFields = Record<string, unknown>;

const BOUNDARY = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^\s;]*))/i;

/** The `boundary` parameter of a multipart Content-Type; '' when it is missing or empty. */
export function boundaryOf(contentType: string): string {
  const m = BOUNDARY.exec(contentType);
  return m?.[1] ?? m?.[2] ?? '';
}

/**
 * What is wrong with a multipart body the parser refused. The parser (undici's) says only "Failed to parse body
 * as FormData", which names nothing a caller can fix; these are the two ways a body goes wrong in practice.
 */
function multipartProblem(body: ArrayBuffer, boundary: string): string {
  // latin1 keeps every byte one character, so an upload's binary bytes cannot hide the delimiter.
  const text = Buffer.from(body).toString('latin1');
  if (!text.trimEnd().endsWith(`--${boundary}--`)) {
    return `body: multipart/form-data does not end with its closing delimiter --${boundary}-- (truncated, or not multipart at all)`;
  }
  return 'body: multipart/form-data has malformed part headers (each part needs a Content-Disposition: form-data; name="…" line, then an empty line)';
}

/**
 * The fields of an urlencoded or multipart body; a multipart body that cannot be parsed is a 400 naming why.
 * Other content types are the caller's to refuse (they are read as no fields, as Hono does).
 */
export async function readForm(c: Context): Promise<FormFields> {
  const type = c.req.header('content-type') ?? '';
  const multipart = type.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
  const boundary = multipart ? boundaryOf(type) : '';
  if (multipart && boundary === '') throw new BadRequest('body: multipart/form-data without a boundary= parameter in Content-Type');
  try {
    return await c.req.parseBody({ all: true });
  } catch (err) {
    if (!multipart) throw err;
    // Hono keeps the bytes it read, so asking again costs nothing and reads no more of the socket.
    throw new BadRequest(multipartProblem(await c.req.arrayBuffer(), boundary));
  }
}
