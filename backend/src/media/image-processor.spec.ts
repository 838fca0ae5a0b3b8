import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, processImage } from './image-processor';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#A8C3B5' } });

describe(processImage.name, () => {
  it('re-encodes a PNG as WebP with 480 and 960 px variants and content-addressed keys', async () => {
    const sut = await processImage(await solid(2000, 1000).png().toBuffer());
    expect(sut.original).toMatchObject({ width: 1600, height: 800 });
    expect(sut.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [480, 240],
      [960, 480],
    ]);
    for (const rendition of [sut.original, ...sut.variants]) {
      expect(rendition.key).toMatch(/^[a-f0-9]{64}\.webp$/);
      expect((await sharp(rendition.bytes).metadata()).format).toBe('webp');
    }
  });

  it('never enlarges and makes only variants narrower than the image', async () => {
    const sut = await processImage(await solid(700, 350).jpeg().toBuffer());
    expect(sut.original).toMatchObject({ width: 700, height: 350 });
    expect(sut.variants.map((variant) => variant.width)).toEqual([480]);
  });

  it('gives the same key to the same picture', async () => {
    const png = await solid(600, 300).png().toBuffer();
    expect((await processImage(png)).original.key).toBe((await processImage(png)).original.key);
  });

  it('turns a photo upright by its EXIF orientation and drops GPS and camera data', async () => {
    const jpeg = await solid(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } })
      .toBuffer();
    const sut = await processImage(jpeg);
    expect(sut.original).toMatchObject({ width: 400, height: 800 });
    const metadata = await sharp(sut.original.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(sut.original.bytes.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it.each([
    ['gif (first frame)', () => solid(64, 64).gif().toBuffer()],
    ['webp', () => solid(64, 64).webp().toBuffer()],
    ['avif', () => solid(64, 64).avif().toBuffer()],
  ])('accepts %s', async (_label, make) => {
    await expect(processImage(await make())).resolves.toMatchObject({ original: { width: 64, height: 64 } });
  });

  it.each([
    ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['text', () => Buffer.from('just some text pretending to be an image')],
    ['a truncated JPEG', async () => (await solid(400, 400).jpeg().toBuffer()).subarray(0, 300)],
    ['an empty file', () => Buffer.alloc(0)],
    ['a TIFF', () => solid(32, 32).tiff().toBuffer()],
  ])('refuses %s', async (_label, make) => {
    await expect(processImage(await make())).rejects.toThrow('Please select a valid image file');
  });

  it('refuses an image with more pixels than it may decode (decompression bomb)', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expect(processImage(bomb)).rejects.toThrow(/too large/);
  });
});

/** A valid 1-bit greyscale PNG of the given size: all black, a few hundred KB claiming hundreds of megapixels. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
