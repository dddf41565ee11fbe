import { deflateSync } from 'node:zlib';
import type { Tx } from '../db/client';
import { contentItems, files } from '../db/schema/index';
import { PDF_MIME_TYPE, renderPdf } from '../platform/pdf/render';

const BREATHING_TEXT = [
  'When you notice your body getting tense, stop for a moment and breathe slowly.',
  'Breathe in through your nose for a count of four, hold for four, then breathe out through your mouth for four.',
  'Repeat this five times. Box breathing like this calms the body and helps you think clearly again.',
  'You can practise it anywhere: in class, at home or before a test.',
].join(' ');

/** CRC-32 (PNG chunk checksum), bitwise; the seed only checksums a few bytes. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid PNG (8-bit RGB): a calm blue-to-green gradient, drawn here so the seed needs no asset. */
export function demoPng(width = 64, height = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter/interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) {
      rows.push(40 + Math.round((x / width) * 60), 120 + Math.round((y / height) * 100), 200);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page policy PDF. */
export function demoPolicyPdf(): Promise<Buffer> {
  return renderPdf({
    info: { title: 'Behaviour Policy' },
    content: [
      { text: 'Demo School: Behaviour Policy', fontSize: 18, bold: true, margin: [0, 0, 0, 12] },
      {
        text: 'We expect everyone in our school to be ready, respectful and safe. Good behaviour is recognised and praised; incidents are recorded in BeSmart so that patterns can be seen and support planned.',
        margin: [0, 0, 0, 8],
      },
      {
        text: 'Staff de-escalate first, use the least restrictive intervention and inform parents or carers the same day when an incident is serious.',
      },
    ],
  });
}

interface SeedItem {
  title: string;
  type: 'Category' | 'Article' | 'Image' | 'PDF';
  parent?: number;
  body?: string;
  file?: { name: string; mimeType: string; content: Buffer };
}

async function addItem(tx: Tx, orgId: number, createdBy: number, item: SeedItem): Promise<number> {
  let fileId: number | null = null;
  if (item.file) {
    const [file] = await tx
      .insert(files)
      .values({
        orgId,
        name: item.file.name,
        mimeType: item.file.mimeType,
        size: item.file.content.length,
        content: item.file.content,
        createdBy,
      })
      .returning({ id: files.id });
    fileId = file!.id;
  }
  const [row] = await tx
    .insert(contentItems)
    .values({
      orgId,
      title: item.title,
      type: item.type,
      parent: item.parent ?? null,
      body: item.body ?? '',
      fileId,
      createdBy,
    })
    .returning({ id: contentItems.id });
  return row!.id;
}

/** Demo content for one organisation: a Wellbeing category (article, image) and a Policies one (PDF). */
export async function seedContent(tx: Tx, orgId: number, createdBy: number): Promise<void> {
  const wellbeing = await addItem(tx, orgId, createdBy, { title: 'Wellbeing', type: 'Category' });
  await addItem(tx, orgId, createdBy, {
    title: 'Breathing exercises',
    type: 'Article',
    parent: wellbeing,
    body: BREATHING_TEXT,
  });
  await addItem(tx, orgId, createdBy, {
    title: 'Calm colours',
    type: 'Image',
    parent: wellbeing,
    file: { name: 'calm-colours.png', mimeType: 'image/png', content: demoPng() },
  });
  const policies = await addItem(tx, orgId, createdBy, { title: 'Policies', type: 'Category' });
  await addItem(tx, orgId, createdBy, {
    title: 'Behaviour Policy',
    type: 'PDF',
    parent: policies,
    file: {
      name: 'behaviour-policy.pdf',
      mimeType: PDF_MIME_TYPE,
      content: await demoPolicyPdf(),
    },
  });
}
