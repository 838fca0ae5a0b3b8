import { NEWSLETTER_MESSAGES, type SentNewsletter } from '@aura/contract';
import { Body, Controller, Get, Header, HttpCode, HttpException, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '../audit/audited';
import { CurrentAdmin, type CurrentAdminInfo } from '../auth/current-admin.decorator';
import { SessionGuard } from '../auth/session.guard';
import { StaffAreaOf } from '../auth/staff-access';
import { RateLimitsService } from '../limits/rate-limits.service';
import { refuseWhenSpent } from '../limits/refuse-when-spent';
import { NewsletterDraftDto, NewsletterTestDto } from './newsletters.dto';
import { NewslettersService } from './newsletters.service';

@ApiTags('newsletters')
@ApiCookieAuth()
@Controller('admin/newsletters')
@UseGuards(SessionGuard)
@StaffAreaOf('newsletters')
export class NewslettersAdminController {
  constructor(
    private readonly newsletters: NewslettersService,
    private readonly limits: RateLimitsService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'What was sent, with delivered and failed counts, and how many a newsletter would reach now' })
  async list(): Promise<{ success: true; items: SentNewsletter[]; subscribers: number }> {
    const [items, subscribers] = await Promise.all([this.newsletters.list(), this.newsletters.subscriberCount()]);
    return { success: true, items, subscribers };
  }

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send a newsletter to every confirmed subscriber (queued, paced, retried)' })
  @ApiAcceptedResponse({ description: '{ success, id, recipients }' })
  @ApiBadRequestResponse({ description: 'A field broke its rule, or an article is not on the site' })
  @ApiConflictResponse({ description: 'No confirmed subscriber, or no mail server' })
  @Audited('newsletter.send', (_req, answer) => (answer as { id?: string } | undefined)?.id ?? null)
  async send(@Body() draft: NewsletterDraftDto, @CurrentAdmin() admin: CurrentAdminInfo) {
    const { id, recipients } = await this.newsletters.send(draft, admin.username);
    return { success: true, id, recipients };
  }

  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The mail as subscribers will get it: its HTML and plain-text parts' })
  async preview(@Body() draft: NewsletterDraftDto) {
    return { success: true, ...(await this.newsletters.preview(draft)) };
  }

  @Post('test')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Send the draft once, to the address given (NEWSLETTER_TESTS_PER_HOUR a staff account)' })
  @ApiTooManyRequestsResponse({ description: 'This account sent its test mails for the hour' })
  @Audited('newsletter.test')
  async test(@Body() { to, ...draft }: NewsletterTestDto, @CurrentAdmin() admin: CurrentAdminInfo, @Res({ passthrough: true }) res: Response) {
    refuseWhenSpent(await this.limits.newsletterTest(admin.id), res, () => new HttpException(NEWSLETTER_MESSAGES.testsSpent, HttpStatus.TOO_MANY_REQUESTS));
    await this.newsletters.sendTest(draft, to);
    return { success: true, message: NEWSLETTER_MESSAGES.testQueued };
  }
}
