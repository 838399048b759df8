import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { signUp, withToken } from '../../server-test/accounts';
import { activatedDevice, cardParts, multipartBody, postCard, useCardsTestApp } from '../../server-test/cards';
import { blamedFields, uploadAvatar } from '../../server-test/settings';
import { testDialect } from '../../server-test/test-db';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few hundred bytes whose header claims `width` × `height` pixels: a decompression bomb's shape. */
const pngClaiming = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A real 64-megapixel picture, small on the wire because it is one colour. */
const realBigPicture = (): Promise<Buffer> =>
  sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe(`over-large pictures and odd paths get one answer each, on ${testDialect()}`, () => {
  const server = useCardsTestApp();
  const app = () => server.testApp.app;

  const pictures: [string, () => Promise<Buffer>][] = [
    ['a real 64-megapixel picture', realBigPicture],
    ['a PNG claiming 100 000 × 100 000 pixels', async () => pngClaiming(100_000, 100_000)],
  ];

  it.each(pictures)('answers 413 naming the file for %s as an avatar', async (_label, picture) => {
    const owner = await signUp(app());
    const response = await uploadAvatar(app(), owner.token, await picture());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(blamedFields(response)).toEqual(['body/file']);
  });

  it.each(pictures)('answers 413 naming the part for %s on a card', async (_label, picture) => {
    const device = await activatedDevice(app(), server.mail);
    const response = await postCard(app(), await cardParts(device, { files: { before: await picture() } }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(blamedFields(response)).toEqual(['body/before']);
  });

  it('answers 400 naming the field for an avatar upload with two files', async () => {
    const owner = await signUp(app());
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const part = { name: 'file', value: image, filename: 'logo.png', contentType: 'image/png' };
    const { payload, headers } = multipartBody([part, { ...part, filename: 'second.png' }]);
    const response = await app().inject({
      method: 'PUT',
      url: '/api/company/avatar',
      headers: { ...headers, ...withToken(owner.token) },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(blamedFields(response)).toEqual(['body/file']);
  });

  it.each([
    ['a 4,500-character preview link', `/api/cards/${'a'.repeat(4500)}`],
    ['a preview page with a NUL', '/preview/%00'],
    ['a card file with a NUL', '/api/cards/%00/files/%00'],
  ])('answers 404 for %s', async (_label, url) => {
    const response = await app().inject({ url });
    expect(response.statusCode).toBe(404);
  });
});
