/**
 * The wording the clinic puts into each WhatsApp and SMS template's variables, edited in the
 * dashboard (Site content → WhatsApp and SMS). No page shows it: the API sends it.
 */
import { DEFAULT_MESSAGE_WORDING, MESSAGE_FIELDS, MESSAGE_MOMENTS, MESSAGE_WORDING_MAX, type MessageMoment } from '@aura/contract';
import { FieldReader, type Parsed } from './field-reader';

export interface MessageWording {
  /** Each moment's variables in the template's order: text with {clinic}, {when} and the like. */
  wording: Record<MessageMoment, string[]>;
}

export const builtInMessageWording: MessageWording = {
  wording: Object.fromEntries(MESSAGE_MOMENTS.map((moment) => [moment, [...DEFAULT_MESSAGE_WORDING[moment]]])) as Record<MessageMoment, string[]>,
};

const KNOWN_FIELD = new RegExp(`^(${MESSAGE_FIELDS.join('|')})$`);

/**
 * Each moment takes as many variables as its approved template has; each is one line of at most
 * MESSAGE_WORDING_MAX characters (WhatsApp refuses line breaks and tabs in a variable), naming only
 * fields the clinic fills in.
 */
export function parseMessageWording(value: unknown): Parsed<MessageWording> {
  const reader = new FieldReader(value);
  reader.only('', ['wording']);
  reader.only('wording', [...MESSAGE_MOMENTS]);
  const wording = {} as Record<MessageMoment, string[]>;
  for (const moment of MESSAGE_MOMENTS) {
    const count = DEFAULT_MESSAGE_WORDING[moment].length;
    const path = `wording.${moment}`;
    const sent = reader.raw(path);
    if (!Array.isArray(sent) || sent.length !== count) {
      reader.problems[path] = `Give ${count} texts, one for each of the template's variables`;
      wording[moment] = [...DEFAULT_MESSAGE_WORDING[moment]];
      continue;
    }
    wording[moment] = sent.map((_, index) => {
      const at = `${path}.${index}`;
      const text = reader.text(at, `Variable ${index + 1}`, { max: MESSAGE_WORDING_MAX });
      if (reader.problems[at]) return text;
      if (/[\n\r\t]| {5,}/.test(text)) reader.problems[at] = 'Write it on one line, without tabs or long runs of spaces';
      const unknown = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).find((field) => !KNOWN_FIELD.test(field));
      if (unknown) reader.problems[at] = `{${unknown}} is not something the clinic fills in: use ${MESSAGE_FIELDS.map((field) => `{${field}}`).join(', ')}`;
      return text;
    });
  }
  return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item: { wording } };
}
