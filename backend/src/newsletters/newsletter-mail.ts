import { escapeHtml } from '../common/html';
import type { ClinicSignature } from '../mail/clinic-signature';

/** An article as a newsletter shows it: a card with its picture, title and excerpt, linking to the site. */
export interface NewsletterArticle {
  slug: string;
  title: string;
  excerpt: string;
  url: string;
  /** An absolute address of its card picture, if it has one. */
  image: string | null;
}

export interface NewsletterContent {
  subject: string;
  intro: string;
  articles: NewsletterArticle[];
  clinic: ClinicSignature;
  siteUrl: string;
  /** The page the subscriber's own unsubscribe link opens. */
  unsubscribeUrl: string;
}

const FONT = "font-family:Arial,Helvetica,sans-serif";

/** The note's paragraphs: blank lines part them, single line breaks stay. */
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

function articleCard(article: NewsletterArticle): string {
  const url = escapeHtml(article.url);
  const image = article.image
    ? `<a href="${url}"><img src="${escapeHtml(article.image)}" alt="" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0;border-radius:8px 8px 0 0"></a>`
    : '';
  return `<tr><td style="padding:0 0 24px 0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e3dcd2;border-radius:8px;background:#ffffff">
<tr><td>${image}</td></tr>
<tr><td style="padding:16px 20px 20px 20px;${FONT}">
<h2 style="margin:0 0 8px 0;font-size:19px;line-height:1.3;color:#1c2826"><a href="${url}" style="color:#1c2826;text-decoration:none">${escapeHtml(article.title)}</a></h2>
<p style="margin:0 0 14px 0;font-size:15px;line-height:1.55;color:#4d5c59">${escapeHtml(article.excerpt)}</p>
<a href="${url}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#1f4e4a;color:#ffffff;font-size:15px;text-decoration:none">Read the article</a>
</td></tr>
</table>
</td></tr>`;
}

/** The mail's HTML part: one column, at most 600 px wide, inline styles only (what mail programs keep). */
export function newsletterHtml(content: NewsletterContent): string {
  const { clinic } = content;
  const intro = paragraphsOf(content.intro)
    .map((part) => `<p style="margin:0 0 14px 0;font-size:16px;line-height:1.6;color:#1c2826">${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const address = [clinic.name, ...clinic.address.lines].map(escapeHtml).join('<br>');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f6efe7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6efe7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="padding:0 0 20px 0;${FONT};font-size:14px;letter-spacing:0.08em;text-transform:uppercase;color:#1f4e4a">
<a href="${escapeHtml(content.siteUrl)}" style="color:#1f4e4a;text-decoration:none">${escapeHtml(clinic.name)}</a>
</td></tr>
<tr><td style="padding:0 0 12px 0;${FONT}">
<h1 style="margin:0 0 16px 0;font-size:26px;line-height:1.25;color:#1c2826">${escapeHtml(content.subject)}</h1>
${intro}
</td></tr>
${content.articles.map(articleCard).join('\n')}
<tr><td style="padding:8px 0 0 0;border-top:1px solid #e3dcd2;${FONT};font-size:13px;line-height:1.6;color:#4d5c59">
<p style="margin:12px 0">${address}<br>Phone / WhatsApp: ${escapeHtml(clinic.phone)}<br>E-mail: <a href="mailto:${escapeHtml(clinic.email)}" style="color:#4d5c59">${escapeHtml(clinic.email)}</a></p>
<p style="margin:12px 0">You receive this because you subscribed to our newsletter and confirmed it.
<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#4d5c59">Unsubscribe</a> at any time.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The mail's plain-text part: the same words and links. */
export function newsletterText(content: NewsletterContent): string {
  const { clinic } = content;
  return [
    content.subject,
    ...paragraphsOf(content.intro),
    ...content.articles.map((article) => [article.title, article.excerpt, `Read the article: ${article.url}`].join('\n')),
    '--',
    [clinic.name, ...clinic.address.lines, `Phone / WhatsApp: ${clinic.phone}`, `E-mail: ${clinic.email}`].join('\n'),
    `You receive this because you subscribed to our newsletter and confirmed it. To unsubscribe, open this link: ${content.unsubscribeUrl}`,
  ].join('\n\n');
}
