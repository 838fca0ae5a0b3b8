/**
 * The wording the clinic puts into each WhatsApp and SMS template's variables, edited in the
 * dashboard (Site content → WhatsApp and SMS). No page shows it: the API sends it.
 */
import { DEFAULT_MESSAGE_WORDING, DEFAULT_SMS_WORDING, MESSAGE_FIELDS, MESSAGE_MOMENTS, MESSAGE_WORDING_MAX, SMS_MOMENTS, type MessageMoment, type SmsMoment } from '@aura/contract';
import { FieldReader, type Parsed } from './field-reader';

export interface MessageWording {
  /** Each WhatsApp template's variables in order: text with {clinic}, {when} and the like. */
  wording: Record<MessageMoment, string[]>;
  /** Each SMS template's variables in order, short ({date} {time}): DLT cuts each at 30 characters. */
  sms: Record<SmsMoment, string[]>;
}

export const builtInMessageWording: MessageWording = {
  wording: Object.fromEntries(MESSAGE_MOMENTS.map((moment) => [moment, [...DEFAULT_MESSAGE_WORDING[moment]]])) as Record<MessageMoment, string[]>,
  sms: Object.fromEntries(SMS_MOMENTS.map((moment) => [moment, [...DEFAULT_SMS_WORDING[moment]]])) as Record<SmsMoment, string[]>,
};

const KNOWN_FIELD = new RegExp(`^(${MESSAGE_FIELDS.join('|')})$`);

/**
 * Each moment takes as many variables as its approved template has; each is one line of at most
 * MESSAGE_WORDING_MAX characters (WhatsApp refuses line breaks and tabs in a variable), naming only
 * fields the clinic fills in.
 */
export function parseMessageWording(value: unknown): Parsed<MessageWording> {
  const reader = new FieldReader(value);
  reader.only('', ['wording', 'sms']);
  reader.only('wording', [...MESSAGE_MOMENTS]);
  reader.only('sms', [...SMS_MOMENTS]);
  const wording = readGroup(reader, 'wording', MESSAGE_MOMENTS, DEFAULT_MESSAGE_WORDING);
  // Saved before SMS had wording of its own: the built-in one.
  const sms = reader.raw('sms') === undefined ? builtInMessageWording.sms : readGroup(reader, 'sms', SMS_MOMENTS, DEFAULT_SMS_WORDING);
  return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item: { wording, sms } };
}

function readGroup<Moment extends string>(reader: FieldReader, group: string, moments: readonly Moment[], defaults: Record<Moment, readonly string[]>): Record<Moment, string[]> {
  const read = {} as Record<Moment, string[]>;
  for (const moment of moments) {
    const count = defaults[moment].length;
    const path = `${group}.${moment}`;
    const sent = reader.raw(path);
    if (!Array.isArray(sent) || sent.length !== count) {
      reader.problems[path] = `Give ${count} texts, one for each of the template's variables`;
      read[moment] = [...defaults[moment]];
      continue;
    }
    read[moment] = sent.map((_, index) => {
      const at = `${path}.${index}`;
      const text = reader.text(at, `Variable ${index + 1}`, { max: MESSAGE_WORDING_MAX });
      if (reader.problems[at]) return text;
      if (/[\n\r\t]| {5,}/.test(text)) reader.problems[at] = 'Write it on one line, without tabs or long runs of spaces';
      const unknown = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).find((field) => !KNOWN_FIELD.test(field));
      if (unknown) reader.problems[at] = `{${unknown}} is not something the clinic fills in: use ${MESSAGE_FIELDS.map((field) => `{${field}}`).join(', ')}`;
      return text;
    });
  }
  return read;
}
