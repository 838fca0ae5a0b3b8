import { NEWSLETTER_UNSUBSCRIBE_MESSAGES, NEWSLETTER_UNSUBSCRIBE_PATH } from '@aura/contract';
import { Controller, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Env } from '../config/env';
import { NewslettersService } from './newsletters.service';

/**
 * The address in every newsletter's List-Unsubscribe header. A POST (RFC 8058's one-click, body
 * `List-Unsubscribe=One-Click`, or the unsubscribe page's button) unsubscribes, with no cookie or
 * sign-in; a GET (a mail scanner, or a mail program opening it) changes nothing and leads to the page.
 */
@ApiTags('newsletters')
@Controller('newsletter/unsubscribe')
export class NewslettersController {
  constructor(
    private readonly newsletters: NewslettersService,
    private readonly env: Env,
  ) {}

  @Post(':token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Unsubscribe the subscriber this newsletter token was made for' })
  async unsubscribe(@Param('token') token: string) {
    await this.newsletters.unsubscribe(token);
    return { success: true, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.done };
  }

  @Get(':token')
  @ApiOperation({ summary: 'Leads to the unsubscribe page (unsubscribes no one)' })
  toPage(@Param('token') token: string, @Res() res: Response) {
    const page = `${this.env.PUBLIC_SITE_URL.replace(/\/$/, '')}${NEWSLETTER_UNSUBSCRIBE_PATH}#token=${encodeURIComponent(token)}`;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(HttpStatus.SEE_OTHER, page);
  }
}
