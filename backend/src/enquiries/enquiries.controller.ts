import { NEWSLETTER_CONFIRM_MESSAGES } from '@aura/contract';
import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BotCheckService } from './bot-check.service';
import { EnquiriesService, visitorOf } from './enquiries.service';
import { CallbackRequestDto, ContactMessageDto, DataRequestDto, NewsletterConfirmDto, NewsletterSignUpDto } from './enquiry-forms';
import { NewsletterConfirmation } from './newsletter-confirmation';
import { EnquiryRateLimitGuard } from './enquiry-rate-limit.guard';
import { answerReceived } from '../common/plain-form';
import { PlainFormFilter } from '../common/plain-form.filter';

/**
 * The visitor forms. Each answers only once the enquiry is stored (forwarding happens later): 201
 * and JSON to the page's scripts, or a 303 to the form's thank-you page when the browser sent the
 * form itself (before the scripts ran, or without them). The appointment form posts beside them
 * (POST /enquiries/appointment, in the appointments module).
 */
@Controller('enquiries')
export class EnquiriesController {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly botCheck: BotCheckService,
    private readonly newsletter: NewsletterConfirmation,
  ) {}

  /** A bot-check challenge for one form, fetched by the browser when the visitor starts filling it in. */
  @Get('bot-check')
  @Header('Cache-Control', 'no-store')
  async botCheckChallenge() {
    return { success: true, challenge: await this.botCheck.issue() };
  }

  @Post('callback')
  @UseGuards(EnquiryRateLimitGuard)
  @UseFilters(PlainFormFilter)
  async requestCallback(@Body() form: CallbackRequestDto, @Req() req: Request, @Res() res: Response) {
    await this.enquiries.submitCallback(form, visitorOf(req));
    answerReceived(req, res, 'callback');
  }

  @Post('contact')
  @UseGuards(EnquiryRateLimitGuard)
  @UseFilters(PlainFormFilter)
  async sendContactMessage(@Body() form: ContactMessageDto, @Req() req: Request, @Res() res: Response) {
    await this.enquiries.submitContact(form, visitorOf(req));
    answerReceived(req, res, 'contact');
  }

  /** The privacy page's form: a patient asks for their data, its correction or erasure, or complains. */
  @Post('data-request')
  @UseGuards(EnquiryRateLimitGuard)
  @UseFilters(PlainFormFilter)
  async requestAboutData(@Body() form: DataRequestDto, @Req() req: Request, @Res() res: Response) {
    await this.enquiries.submitDataRequest(form, visitorOf(req));
    answerReceived(req, res, 'data-request');
  }

  /** The page the confirmation link opens sends its token here (double opt-in). */
  @Post('newsletter/confirm')
  @HttpCode(HttpStatus.OK)
  @UseGuards(EnquiryRateLimitGuard)
  async confirmNewsletter(@Body() body: NewsletterConfirmDto) {
    await this.newsletter.confirm(body.token);
    return { success: true, message: NEWSLETTER_CONFIRM_MESSAGES.confirmed };
  }

  @Post('newsletter')
  @UseGuards(EnquiryRateLimitGuard)
  @UseFilters(PlainFormFilter)
  async subscribeToNewsletter(@Body() form: NewsletterSignUpDto, @Req() req: Request, @Res() res: Response) {
    await this.enquiries.submitNewsletter(form, visitorOf(req));
    answerReceived(req, res, 'newsletter');
  }
}
