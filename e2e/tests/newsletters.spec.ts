// Newsletters as an editor sends them: composed in the dashboard, previewed at a phone's and a
// computer's width, tested on their own address, then sent to the confirmed subscribers only, each
// with its own one-click unsubscribe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, mailURL } from '../playwright.config';
import { solvedBotCheck } from './bot-check';
import { device, expect, test, type APIRequestContext } from './fixtures';
import { confirmSubscription, mailTo, type KeptMail } from './kept-mail';
import { adminApi, blush, createArticle, deleteArticles, pngImage, signInInBrowser, teal, uniqueTitle } from './news-admin-helpers';

/** A mail as the local mail page keeps it, with its HTML part. */
type MailWithHeaders = KeptMail & { html: string };

/** A header as it went over SMTP, from the mail's raw source (the mail page folds the List-* ones). */
async function headerOf(request: APIRequestContext, mail: KeptMail, name: string): Promise<string | undefined> {
  const source = (await (await request.get(`${mailURL}/api/email/${mail.id}/source`)).text()).split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(source)?.[1].trim();
}

const addressOf = (name: string) => `${uniqueTitle(name).replace(/\s+/g, '-')}@example.in`;

async function mailsWithSubject(request: APIRequestContext, subject: string): Promise<MailWithHeaders[]> {
  const mails = (await (await request.get(`${mailURL}/api/email`)).json()) as MailWithHeaders[];
  return mails.filter((mail) => mail.subject === subject);
}

async function signUp(request: APIRequestContext, email: string) {
  const response = await request.post('/api/api/enquiries/newsletter', { data: { email, startedAt: Date.now() - 10_000, botCheck: await solvedBotCheck(request) } });
  expect(response.status()).toBe(201);
}

test('an editor composes, previews, tests and sends a newsletter; only confirmed subscribers get it, and one click unsubscribes', async ({ browser, page, playwright, request }, testInfo) => {
  test.skip(device(testInfo) === 'phone', 'Sign-ins are limited per address: the newsletter is sent once, at desktop width (its preview shows the phone width).');
  test.setTimeout(180_000);
  const owner = await adminApi(playwright);
  const editor = { username: uniqueTitle('newsletter-editor').replace(/\s+/g, '-'), password: 'Writes-Letters-Pune-4' };
  expect((await owner.post('/api/api/admin/staff', { data: { ...editor, role: 'editor' } })).status()).toBe(201);
  const articles = [
    await createArticle(owner, { title: uniqueTitle('Monsoon hair care'), cardImage: pngImage(800, 500, teal, blush) }),
    await createArticle(owner, { title: uniqueTitle('Sunscreen in winter'), cardImage: pngImage(800, 500, blush, teal) }),
  ];
  const [asha, rohan, waiting] = [addressOf('asha'), addressOf('rohan'), addressOf('not-yet')];
  for (const email of [asha, rohan, waiting]) await signUp(request, email);
  await confirmSubscription(page, asha);
  await confirmSubscription(page, rohan);

  try {
    await signInInBrowser(page, editor);
    await page.getByRole('tab', { name: 'Newsletters' }).click();
    const subject = uniqueTitle('Care for the season');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('A short note above the articles').fill('Dear reader,\n\nTwo articles from our doctors.');
    for (const article of articles) await page.getByRole('checkbox', { name: article.title }).check();

    await page.getByRole('button', { name: 'Preview' }).click();
    const phone = page.getByTitle('The mail at a phone’s width');
    await expect(phone).toHaveAttribute('width', '390');
    await expect(page.frameLocator('iframe[title="The mail at a phone’s width"]').getByRole('heading', { name: articles[1].title })).toBeVisible();
    expect((await phone.boundingBox())!.width).toBeCloseTo(390, -1);
    await page.getByRole('button', { name: 'Computer (680 px)' }).click();
    const computer = page.getByTitle('The mail at a computer’s width');
    await expect(computer).toHaveAttribute('width', '680');
    await expect(page.frameLocator('iframe[title="The mail at a computer’s width"]').getByRole('heading', { name: subject })).toBeVisible();

    const editorAddress = addressOf('editor');
    await page.getByLabel('Send a test to (your own e-mail address)').fill(editorAddress);
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('The test is on its way.')).toBeVisible();
    const test = (await mailTo(request, editorAddress, new RegExp(`^Test: ${subject}$`))) as MailWithHeaders;
    expect(test.text).toContain(articles[0].title);

    await page.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click();
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText(/^The newsletter is on its way to \d+ subscribers?\.$/)).toBeVisible();

    // The local mail page: the two confirmed addresses, each with its own one-click headers; not the unconfirmed one.
    const received = new Map<string, MailWithHeaders>();
    for (const email of [asha, rohan]) received.set(email, (await mailTo(request, email, new RegExp(`^${subject}$`))) as MailWithHeaders);
    const links: string[] = [];
    for (const mail of received.values()) {
      expect(await headerOf(request, mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('To unsubscribe, open this link:');
      expect(mail.html).toContain(articles[0].title);
      links.push(/^<(https?:\/\/[^>]+\/api\/api\/newsletter\/unsubscribe\/[\w-]{43})>$/.exec((await headerOf(request, mail, 'List-Unsubscribe')) ?? '')![1]);
    }
    expect(new Set(links).size).toBe(2);
    expect((await mailsWithSubject(request, subject)).some((mail) => mail.to.some((to) => to.address === waiting))).toBe(false);

    // Asha's mail program unsubscribes her with one POST (no cookie); the next newsletter skips her.
    const oneClick = await playwright.request.newContext();
    const posted = await oneClick.post(links[0], { form: { 'List-Unsubscribe': 'One-Click' }, headers: { Origin: 'https://mail.google.com' } });
    expect(posted.status()).toBe(200);
    await oneClick.dispose();

    const next = uniqueTitle('December news');
    expect((await page.request.post('/api/api/admin/newsletters', { data: { subject: next, intro: '', articles: [articles[1].slug] } })).status()).toBe(202);
    await mailTo(request, rohan, new RegExp(`^${next}$`));
    expect((await mailsWithSubject(request, next)).some((mail) => mail.to.some((to) => to.address === asha))).toBe(false);

    // Rohan opens the link in his mail on a phone whose scripts never run: the page asks first
    // (opening it unsubscribed no one), and its one button works without them.
    const rohanLink = /https?:\/\/\S+\/api\/api\/newsletter\/unsubscribe\/[\w-]{43}/.exec(received.get(rohan)!.text)![0];
    const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const rohansPhone = await noScripts.newPage();
    await rohansPhone.goto(rohanLink.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin));
    await expect(rohansPhone.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(rohansPhone.getByText('Do you want to stop receiving our newsletter?')).toBeVisible();
    const subscribed = async () => ((await (await owner.get('/api/api/admin/subscribers?pageSize=100')).json()).items as Array<{ email: string }>).map(({ email }) => email);
    expect(await subscribed()).toContain(rohan);
    await rohansPhone.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(rohansPhone.getByRole('status')).toHaveText('You are unsubscribed. We will not send you our newsletter again.');
    await expect(rohansPhone.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await noScripts.close();
    expect(await subscribed()).not.toContain(rohan);
    // nginx's access log has the mail program's POST, Rohan's page and his press, never a token.
    const log = readFileSync(join(e2eDataDir, 'nginx', 'logs', 'access.log'), 'utf8');
    expect(log).toContain('"POST /api/api/newsletter/unsubscribe/(token) HTTP/1.1" 200');
    expect(log).toContain('"GET /api/api/newsletter/unsubscribe/(token) HTTP/1.1" 200');
    expect(log).toContain('"POST /api/api/newsletter/unsubscribe/(token) HTTP/1.1" 303');
    for (const link of [...links, rohanLink]) expect(log).not.toContain(link.split('/').pop()!);
    expect(await subscribed()).not.toContain(asha);

    // What was sent, in the dashboard.
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Newsletters' }).click();
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect(row).toContainText(editor.username);
  } finally {
    await deleteArticles(owner, articles.map(({ slug }) => slug));
    const staff = (await (await owner.get('/api/api/admin/staff')).json()).items as Array<{ id: string; username: string }>;
    const account = staff.find(({ username }) => username === editor.username);
    if (account) await owner.delete(`/api/api/admin/staff/${account.id}`);
    await owner.dispose();
  }
});
