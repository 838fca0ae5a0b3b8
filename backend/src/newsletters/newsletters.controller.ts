import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@aura/contract';
import { Body, Controller, Get, HttpStatus, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CLINIC_NAME } from '../common/html';
import { PLAIN_FORM_PAGE_CSP } from '../common/plain-form-page';
import { NewslettersService, UNSUBSCRIBE_API_PATH } from './newsletters.service';
import { FROM_THE_PAGE, renderUnsubscribePage, type UnsubscribePageState } from './unsubscribe-page';

/**
 * The address in every newsletter's List-Unsubscribe header and in its mail. A POST (RFC 8058's
 * one-click, body `List-Unsubscribe=One-Click`, or the page's button) unsubscribes, with no cookie
 * or sign-in; a GET (the subscriber's browser, or a mail scanner) changes nothing and shows the
 * page with one button, which needs no script.
 */
@ApiTags('newsletters')
@Controller('newsletter/unsubscribe')
export class NewslettersController {
  constructor(private readonly newsletters: NewslettersService) {}

  @Post(':token')
  @ApiOperation({ summary: 'Unsubscribe the subscriber this newsletter token was made for (the page’s button is answered with the page again, 303)' })
  async unsubscribe(@Param('token') token: string, @Body() body: unknown, @Res() res: Response) {
    const fromThePage = typeof body === 'object' && body !== null && (body as Record<string, unknown>)[FROM_THE_PAGE.name] === FROM_THE_PAGE.value;
    if (!fromThePage) {
      await this.newsletters.unsubscribe(token);
      res.status(HttpStatus.OK).json({ success: true, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.done });
      return;
    }
    try {
      await this.newsletters.unsubscribe(token);
    } catch (failure) {
      // The page says what went wrong in words, and keeps its button when trying again may help.
      if (failure instanceof NotFoundException) sendPage(res, HttpStatus.NOT_FOUND, 'invalid', token);
      else sendPage(res, HttpStatus.SERVICE_UNAVAILABLE, 'failed', token);
      return;
    }
    // Back to the page's own address, which now says so: a reload sends nothing again.
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.SEE_OTHER, pageAddress(token));
  }

  @Get(':token')
  @ApiOperation({ summary: 'The unsubscribe page: one button, or that the subscriber left already, or that the link is not valid (unsubscribes no one)' })
  async page(@Param('token') token: string, @Res() res: Response) {
    const subscription = await this.newsletters.subscriptionOf(token);
    if (subscription === null) sendPage(res, HttpStatus.NOT_FOUND, 'invalid', token);
    else sendPage(res, HttpStatus.OK, subscription === 'subscribed' ? 'asking' : 'unsubscribed', token);
  }
}

const pageAddress = (token: string) => `${UNSUBSCRIBE_API_PATH}/${encodeURIComponent(token)}`;

function sendPage(res: Response, status: number, state: UnsubscribePageState, token: string) {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .set('Content-Security-Policy', PLAIN_FORM_PAGE_CSP)
    .set('Referrer-Policy', 'no-referrer')
    .type('html')
    .send(renderUnsubscribePage(state, pageAddress(token), CLINIC_NAME));
}
