import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, type NewsletterDraft, type SentNewsletter } from '@aura/contract';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { MaxChars } from '../common/text';
import { SLUG_PATTERN } from '../news/slug';
import type { Newsletter } from './newsletter.entity';

// The lowest decorator runs first and the API reports the first rule broken.
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What the owner or an editor writes: POST /admin/newsletters, its preview and its test. */
export class NewsletterDraftDto implements NewsletterDraft {
  @ApiProperty({ maxLength: NEWSLETTER_LIMITS.subject })
  @Transform(trimmed)
  @MaxChars(NEWSLETTER_LIMITS.subject, { message: NEWSLETTER_MESSAGES.subjectTooLong })
  @MinLength(1, { message: NEWSLETTER_MESSAGES.subjectRequired })
  @IsString({ message: NEWSLETTER_MESSAGES.subjectRequired })
  subject: string;

  @ApiProperty({ maxLength: NEWSLETTER_LIMITS.intro, description: 'A short note above the articles; blank lines part paragraphs.' })
  @Transform(trimmed)
  @MaxChars(NEWSLETTER_LIMITS.intro, { message: NEWSLETTER_MESSAGES.introTooLong })
  @IsString({ message: NEWSLETTER_MESSAGES.introTooLong })
  intro: string;

  @ApiProperty({ type: [String], minItems: NEWSLETTER_LIMITS.articlesMin, maxItems: NEWSLETTER_LIMITS.articlesMax, description: 'Slugs of published articles, in order.' })
  @ArrayUnique({ message: NEWSLETTER_MESSAGES.articlesRequired })
  @Matches(SLUG_PATTERN, { each: true, message: NEWSLETTER_MESSAGES.articleUnknown })
  @MaxLength(120, { each: true, message: NEWSLETTER_MESSAGES.articleUnknown })
  @IsString({ each: true, message: NEWSLETTER_MESSAGES.articleUnknown })
  @ArrayMaxSize(NEWSLETTER_LIMITS.articlesMax, { message: NEWSLETTER_MESSAGES.articlesRequired })
  @ArrayMinSize(NEWSLETTER_LIMITS.articlesMin, { message: NEWSLETTER_MESSAGES.articlesRequired })
  @IsArray({ message: NEWSLETTER_MESSAGES.articlesRequired })
  articles: string[];
}

/** A test of the draft, to the address the staff member types. */
export class NewsletterTestDto extends NewsletterDraftDto {
  @ApiProperty({ maxLength: NEWSLETTER_LIMITS.email })
  @Transform(trimmed)
  @IsEmail({}, { message: NEWSLETTER_MESSAGES.testAddressInvalid })
  @MaxLength(NEWSLETTER_LIMITS.email, { message: NEWSLETTER_MESSAGES.testAddressInvalid })
  @IsString({ message: NEWSLETTER_MESSAGES.testAddressInvalid })
  to: string;
}

/** A newsletter row with its mails' outcomes, as the list of what was sent shows it. */
export function toSentNewsletter(row: Newsletter, counts: { delivered: number; failed: number; waiting: number }): SentNewsletter {
  return {
    id: row.id,
    subject: row.subject,
    sentAt: row.createdAt.toISOString(),
    sentBy: row.sentBy,
    articles: row.articles.map((article) => article.title),
    recipients: row.recipients,
    ...counts,
  };
}
