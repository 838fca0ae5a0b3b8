import { mailURL } from '../playwright.config';
import { expect, type APIRequestContext, type Page } from './fixtures';

/** A mail the stack's local mail server kept (its JSON API). */
export interface KeptMail {
  id: string;
  subject: string;
  text: string;
  to: Array<{ address: string }>;
  attachments?: Array<{ contentType: string; generatedFileName: string }>;
}

/** The first mail to `address` whose subject matches, from the local mail page's JSON, once it arrives. */
export async function mailTo(request: APIRequestContext, address: string, subject: RegExp): Promise<KeptMail> {
  let found: KeptMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${mailURL}/api/email`)).json()) as KeptMail[];
        found = mails.find((mail) => mail.to.some((to) => to.address === address) && subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 60_000, message: `a mail to ${address} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** Opens the confirmation link mailed to a newsletter sign-up, as its owner would, and sees it confirmed. */
export async function confirmSubscription(page: Page, email: string) {
  const mail = await mailTo(page.request, email, /^Please confirm your subscription/);
  const link = new URL(/https?:\/\/\S+\/newsletter\/confirm#token=[\w-]+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByText('Your subscription is confirmed. Thank you for joining!')).toBeVisible();
}
