import { NEWSLETTER_MESSAGES, NEWSLETTER_UNSUBSCRIBE_MESSAGES, type NewsletterDraft, type SentNewsletter } from '@aura/contract';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { Env } from '../config/env';
import { ContentService } from '../content/content.service';
import type { ClinicSignature } from '../mail/clinic-signature';
import { MailOutbox } from '../mail/mail-outbox.service';
import { mediaUrl, type StoredImage } from '../media/stored-image';
import { NewsArticle } from '../news/news-article.entity';
import { toSentNewsletter } from './newsletters.dto';
import { Newsletter } from './newsletter.entity';
import { newsletterHtml, newsletterText, type NewsletterArticle, type NewsletterContent } from './newsletter-mail';

/**
 * Where a newsletter's unsubscribe link leads, in its List-Unsubscribe header and in the mail alike
 * (app.setup.ts's prefix, nginx's /api/api/): a GET shows the page with one button, a POST unsubscribes.
 */
export const UNSUBSCRIBE_API_PATH = '/api/api/newsletter/unsubscribe';
/** What an unsubscribe token looks like (32 random bytes, base64url); anything else is refused unread. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Who a newsletter goes to: subscribers who confirmed (double opt-in) and have not left since. */
const SUBSCRIBED = `type = 'newsletter' AND NOT spam AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL AND email IS NOT NULL`;
/** The most newsletters the list shows. */
const LIST_LIMIT = 100;
/** The picture width a card asks for: the mail's column, sharp on a phone. */
const CARD_IMAGE_WIDTH = 600;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The rendition of a card picture closest above the mail's column width (else the widest). */
function cardRendition(image: StoredImage): string {
  const renditions = [...image.variants, image].sort((a, b) => a.width - b.width);
  return (renditions.find((rendition) => rendition.width >= CARD_IMAGE_WIDTH) ?? renditions[renditions.length - 1]).key;
}

/**
 * Newsletters to the confirmed subscribers: each one's mail in the outbox (one transaction with the
 * newsletter's row, so a send is all or nothing), paced NEWSLETTER_MAILS_PER_MINUTE, with its own
 * unsubscribe link and the RFC 8058 one-click headers; the MailWorker sends and retries them.
 */
@Injectable()
export class NewslettersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
    private readonly content: ContentService,
    private readonly env: Env,
  ) {}

  private get siteUrl(): string {
    return this.env.PUBLIC_SITE_URL.replace(/\/$/, '');
  }

  /** The mail as a subscriber would get it, with a link that unsubscribes no one. */
  async preview(draft: NewsletterDraft): Promise<{ html: string; text: string }> {
    const content = await this.contentOf(draft, this.unsubscribeUrl('preview'));
    return { html: newsletterHtml(content), text: newsletterText(content) };
  }

  /** One mail of the draft to the staff member's address; its unsubscribe link unsubscribes no one. */
  async sendTest(draft: NewsletterDraft, to: string): Promise<void> {
    this.refuseWithoutMailServer();
    const content = await this.contentOf(draft, this.unsubscribeUrl('test'));
    await this.outbox.queue(this.dataSource.manager, {
      enquiryId: null,
      kind: 'newsletter-test',
      to,
      subject: `Test: ${draft.subject}`,
      body: newsletterText(content),
      html: newsletterHtml(content),
    });
  }

  /** Queues the newsletter for every confirmed subscriber still subscribed; answers its id and how many. */
  async send(draft: NewsletterDraft, sentBy: string): Promise<{ id: string; recipients: number }> {
    this.refuseWithoutMailServer();
    const articles = await this.articlesOf(draft.articles);
    const clinic = await this.clinic();
    return this.dataSource.transaction(async (manager) => {
      const subscribers = (await manager.query(
        `SELECT id, email FROM enquiry WHERE ${SUBSCRIBED} ORDER BY created_at, id`,
      )) as Array<{ id: string; email: string }>;
      if (subscribers.length === 0) throw new ConflictException(NEWSLETTER_MESSAGES.noSubscribers);
      const newsletter = await manager.getRepository(Newsletter).save({
        subject: draft.subject,
        intro: draft.intro,
        articles: articles.map(({ slug, title }) => ({ slug, title })),
        sentBy,
        recipients: subscribers.length,
      });
      const gapMs = 60_000 / this.env.NEWSLETTER_MAILS_PER_MINUTE;
      for (const [index, subscriber] of subscribers.entries()) {
        const token = randomBytes(32).toString('base64url');
        const content: NewsletterContent = { subject: draft.subject, intro: draft.intro, articles, clinic, siteUrl: this.siteUrl, unsubscribeUrl: this.unsubscribeUrl(token) };
        await this.outbox.queue(manager, {
          enquiryId: subscriber.id,
          kind: 'newsletter',
          to: subscriber.email,
          subject: draft.subject,
          body: newsletterText(content),
          html: newsletterHtml(content),
          headers: this.unsubscribeHeaders(token),
          newsletterId: newsletter.id,
          unsubscribeTokenHash: hashOf(token),
          delayMs: Math.floor(index * gapMs),
        });
      }
      return { id: newsletter.id, recipients: subscribers.length };
    });
  }

  /** How many a newsletter sent now would reach: confirmed and still subscribed. */
  async subscriberCount(): Promise<number> {
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM enquiry WHERE ${SUBSCRIBED}`,
    )) as Array<{ count: number }>;
    return count;
  }

  /** What was sent, newest first, with how many of its mails were delivered, failed or still wait. */
  async list(): Promise<SentNewsletter[]> {
    const rows = await this.dataSource.getRepository(Newsletter).find({ order: { createdAt: 'DESC' }, take: LIST_LIMIT });
    if (rows.length === 0) return [];
    const counts = (await this.dataSource.query(
      `SELECT newsletter_id AS id,
              count(*) FILTER (WHERE state = 'sent')::int AS delivered,
              count(*) FILTER (WHERE state = 'failed')::int AS failed,
              count(*) FILTER (WHERE state = 'pending')::int AS waiting
         FROM outgoing_mail WHERE newsletter_id = ANY($1::uuid[]) GROUP BY newsletter_id`,
      [rows.map((row) => row.id)],
    )) as Array<{ id: string; delivered: number; failed: number; waiting: number }>;
    return rows.map((row) => {
      const { delivered = 0, failed = 0, waiting = 0 } = counts.find((count) => count.id === row.id) ?? {};
      return toSentNewsletter(row, { delivered, failed, waiting });
    });
  }

  /**
   * Unsubscribes the subscriber a newsletter mail's token was made for, recording when (the first
   * time; again changes nothing), and withdraws their newsletter mails not sent yet.
   */
  async unsubscribe(token: string): Promise<void> {
    if (!UNSUBSCRIBE_TOKEN.test(token)) throw new NotFoundException(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid);
    await this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE enquiry
            SET last_contact_at = CASE WHEN unsubscribed_at IS NULL THEN now() ELSE last_contact_at END,
                unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
          WHERE type = 'newsletter' AND id = (SELECT enquiry_id FROM outgoing_mail WHERE unsubscribe_token_hash = $1)
        RETURNING id`,
        [hashOf(token)],
      )) as [Array<{ id: string }>, number];
      if (rows.length === 0) throw new NotFoundException(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid);
      await manager.query(
        `UPDATE outgoing_mail SET state = 'skipped', next_attempt_at = NULL, last_error = 'Unsubscribed'
          WHERE enquiry_id = $1 AND newsletter_id IS NOT NULL AND state IN ('pending', 'failed')`,
        [rows[0].id],
      );
    });
  }

  /**
   * Whether the subscriber a token was made for is still subscribed, or null for a token no mail
   * carried (the unsubscribe page's first question; it changes nothing).
   */
  async subscriptionOf(token: string): Promise<'subscribed' | 'unsubscribed' | null> {
    if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
    const [row] = (await this.dataSource.query(
      `SELECT unsubscribed_at FROM enquiry
        WHERE type = 'newsletter' AND id = (SELECT enquiry_id FROM outgoing_mail WHERE unsubscribe_token_hash = $1)`,
      [hashOf(token)],
    )) as Array<{ unsubscribed_at: Date | null }>;
    if (!row) return null;
    return row.unsubscribed_at ? 'unsubscribed' : 'subscribed';
  }

  private unsubscribeUrl(token: string): string {
    return `${this.siteUrl}${UNSUBSCRIBE_API_PATH}/${token}`;
  }

  /** RFC 8058: a POST to the https address unsubscribes at once; a reply to the mailbox is the fallback. */
  private unsubscribeHeaders(token: string): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.unsubscribeUrl(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  private refuseWithoutMailServer() {
    if (!this.env.SMTP_URL) throw new ConflictException(NEWSLETTER_MESSAGES.noMailServer);
  }

  private async contentOf(draft: NewsletterDraft, unsubscribeUrl: string): Promise<NewsletterContent> {
    const [articles, clinic] = await Promise.all([this.articlesOf(draft.articles), this.clinic()]);
    return { subject: draft.subject, intro: draft.intro, articles, clinic, siteUrl: this.siteUrl, unsubscribeUrl };
  }

  /** The chosen articles, in the order chosen; 400 when one is not on the site (any more). */
  private async articlesOf(slugs: string[]): Promise<NewsletterArticle[]> {
    const rows = await this.dataSource.getRepository(NewsArticle).findBy({ slug: In(slugs) });
    return slugs.map((slug) => {
      const article = rows.find((row) => row.slug === slug);
      if (!article) throw new BadRequestException(NEWSLETTER_MESSAGES.articleUnknown);
      return {
        slug,
        title: article.title,
        excerpt: article.excerpt,
        url: `${this.siteUrl}/news/${slug}`,
        image: article.cardImage ? `${this.siteUrl}${mediaUrl(cardRendition(article.cardImage))}` : null,
      };
    });
  }

  private async clinic(): Promise<ClinicSignature> {
    return (await this.content.current({ kind: 'clinic', key: '' })).item as ClinicSignature;
  }
}
