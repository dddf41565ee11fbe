import type { ContentType } from 'shared-api/schemas';

type Check = (b: Buffer) => boolean;

const starts =
  (...bytes: number[]): Check =>
  (b) =>
    b.length >= bytes.length && bytes.every((x, i) => b[i] === x);
const ascii =
  (text: string, at = 0): Check =>
  (b) =>
    b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;
const both =
  (...checks: Check[]): Check =>
  (b) =>
    checks.every((c) => c(b));
const either =
  (...checks: Check[]): Check =>
  (b) =>
    checks.some((c) => c(b));

const ISO_MEDIA = ascii('ftyp', 4);
const EBML = starts(0x1a, 0x45, 0xdf, 0xa3);
const OGG = ascii('OggS');
const MP3_FRAME: Check = (b) => b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0;
const WAVE = both(ascii('RIFF'), ascii('WAVE', 8));

/**
 * Media accepted per item type, each with the magic bytes its content must start with. SVG is left
 * out on purpose: it can carry script, and files are served back with their stored type.
 */
export const MEDIA: Record<Exclude<ContentType, 'Article' | 'Category'>, Record<string, Check>> = {
  Image: {
    'image/png': starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    'image/jpeg': starts(0xff, 0xd8, 0xff),
    'image/gif': either(ascii('GIF87a'), ascii('GIF89a')),
    'image/webp': both(ascii('RIFF'), ascii('WEBP', 8)),
  },
  PDF: { 'application/pdf': ascii('%PDF-') },
  Audio: {
    'audio/mpeg': either(ascii('ID3'), MP3_FRAME),
    'audio/wav': WAVE,
    'audio/x-wav': WAVE,
    'audio/ogg': OGG,
    'audio/mp4': ISO_MEDIA,
    'audio/x-m4a': ISO_MEDIA,
    'audio/webm': EBML,
    'audio/flac': ascii('fLaC'),
  },
  Video: {
    'video/mp4': ISO_MEDIA,
    'video/quicktime': ISO_MEDIA,
    'video/webm': EBML,
    'video/ogg': OGG,
  },
};

export type MediaType = keyof typeof MEDIA;

export function isMediaType(type: ContentType): type is MediaType {
  return Object.prototype.hasOwnProperty.call(MEDIA, type);
}

/** `image/png; charset=x` -> `image/png`. */
export function baseMime(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Why this upload does not fit the item, or null: the declared Content-Type must be one of the
 * item type's media types and the bytes must start with that type's signature.
 */
export function mediaProblem(type: MediaType, mime: string, body: Buffer): string | null {
  const accepted = MEDIA[type];
  const check = accepted[mime];
  if (!check) {
    return `Content-Type: '${mime || 'none'}' is not accepted for ${type} items (${Object.keys(accepted).join(', ')})`;
  }
  if (body.length === 0) return 'file: is empty';
  if (!check(body)) return `file: the content is not of type ${mime}`;
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/webm': 'webm',
  'audio/flac': 'flac',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
};

export const extensionOf = (mime: string) => EXTENSIONS[mime] ?? 'bin';
