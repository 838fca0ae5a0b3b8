/**
 * What kind of video an upload is, told by its bytes (never by its name or the type the browser
 * claims): an MP4 whose video is H.264, which every browser and phone plays, or a WebM.
 */
export type VideoType = 'video/mp4' | 'video/webm';

export type VideoVerdict = { type: VideoType } | { problem: 'not-video' | 'not-h264' };

/** Boxes that hold the boxes on the way to a track's sample description (ISO BMFF). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
/** Sample entries of H.264 video. */
const H264 = new Set(['avc1', 'avc3']);
/** Sample entries of other video codecs an MP4 may hold. */
const OTHER_VIDEO = new Set(['hvc1', 'hev1', 'av01', 'vp09', 'mp4v', 'dvh1', 'dvhe', 'encv']);

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes between `start` and `end`; undefined when a box's size does not fit. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] | undefined {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return undefined;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) return undefined;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return undefined;
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** The codec names of every track's sample descriptions under `box`. */
function sampleEntries(bytes: Buffer, box: Box, found: string[]): void {
  if (box.type === 'stsd') {
    // version/flags (4), entry count (4), then entries as boxes.
    const entries = boxesIn(bytes, box.start + 8, box.end) ?? [];
    for (const entry of entries) found.push(entry.type);
    return;
  }
  if (!CONTAINERS.has(box.type)) return;
  for (const child of boxesIn(bytes, box.start, box.end) ?? []) sampleEntries(bytes, child, found);
}

function checkMp4(bytes: Buffer): VideoVerdict {
  const top = boxesIn(bytes, 0, bytes.length);
  if (!top || top[0]?.type !== 'ftyp') return { problem: 'not-video' };
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return { problem: 'not-video' };
  const entries: string[] = [];
  sampleEntries(bytes, moov, entries);
  if (entries.some((entry) => H264.has(entry))) return { type: 'video/mp4' };
  return { problem: entries.some((entry) => OTHER_VIDEO.has(entry)) ? 'not-h264' : 'not-video' };
}

/** A WebM: an EBML document whose DocType is "webm" (told in its first bytes). */
function isWebm(bytes: Buffer): boolean {
  if (bytes.length < 32 || bytes.readUInt32BE(0) !== 0x1a45dfa3) return false;
  // The DocType element (0x4282) in the EBML header, whose value is the text "webm".
  const header = bytes.subarray(0, 64);
  const docType = header.indexOf(Buffer.from([0x42, 0x82]));
  const segment = bytes.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
  return docType !== -1 && header.indexOf(Buffer.from('webm', 'latin1'), docType) !== -1 && segment !== -1;
}

/** Tells an upload's kind of video from its bytes. */
export function checkVideo(bytes: Buffer): VideoVerdict {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return checkMp4(bytes);
  if (isWebm(bytes)) return { type: 'video/webm' };
  return { problem: 'not-video' };
}
