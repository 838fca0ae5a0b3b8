import { Body, Controller, Get, Header, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { BotCheckService } from './bot-check.service';
import { EnquiriesService, RECEIVED, visitorOf } from './enquiries.service';
import { CallbackRequestDto, ContactMessageDto, NewsletterSignUpDto } from './enquiry-forms';
import { EnquiryRateLimitGuard } from './enquiry-rate-limit.guard';

/**
 * The visitor forms. Each answers 201 only once the enquiry is stored; forwarding happens later.
 * The appointment form posts beside them (POST /enquiries/appointment, in the appointments module).
 */
@Controller('enquiries')
export class EnquiriesController {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly botCheck: BotCheckService,
  ) {}

  /** A bot-check challenge for one form, fetched by the browser when the visitor starts filling it in. */
  @Get('bot-check')
  @Header('Cache-Control', 'no-store')
  async botCheckChallenge() {
    return { success: true, challenge: await this.botCheck.issue() };
  }

  @Post('callback')
  @UseGuards(EnquiryRateLimitGuard)
  async requestCallback(@Body() form: CallbackRequestDto, @Req() req: Request) {
    await this.enquiries.submitCallback(form, visitorOf(req));
    return RECEIVED;
  }

  @Post('contact')
  @UseGuards(EnquiryRateLimitGuard)
  async sendContactMessage(@Body() form: ContactMessageDto, @Req() req: Request) {
    await this.enquiries.submitContact(form, visitorOf(req));
    return RECEIVED;
  }

  @Post('newsletter')
  @UseGuards(EnquiryRateLimitGuard)
  async subscribeToNewsletter(@Body() form: NewsletterSignUpDto, @Req() req: Request) {
    await this.enquiries.submitNewsletter(form, visitorOf(req));
    return RECEIVED;
  }
}
