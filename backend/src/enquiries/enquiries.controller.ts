import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { EnquiriesService, Visitor } from './enquiries.service';
import { AppointmentForm, CallbackForm, ContactForm, NewsletterForm } from './enquiry-forms';
import { EnquiryRateLimitGuard } from './enquiry-rate-limit.guard';

const visitorOf = (req: Request): Visitor => ({
  ip: req.ip,
  userAgent: req.get('user-agent'),
  receivedAt: Date.now(),
});

const RECEIVED = { success: true } as const;

/** The visitor forms. Each answers 201 only once the enquiry is stored; forwarding happens later. */
@Controller('enquiries')
@UseGuards(EnquiryRateLimitGuard)
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('callback')
  async requestCallback(@Body() form: CallbackForm, @Req() req: Request) {
    await this.enquiries.submitCallback(form, visitorOf(req));
    return RECEIVED;
  }

  @Post('appointment')
  async requestAppointment(@Body() form: AppointmentForm, @Req() req: Request) {
    await this.enquiries.submitAppointment(form, visitorOf(req));
    return RECEIVED;
  }

  @Post('contact')
  async sendContactMessage(@Body() form: ContactForm, @Req() req: Request) {
    await this.enquiries.submitContact(form, visitorOf(req));
    return RECEIVED;
  }

  @Post('newsletter')
  async subscribeToNewsletter(@Body() form: NewsletterForm, @Req() req: Request) {
    await this.enquiries.submitNewsletter(form, visitorOf(req));
    return RECEIVED;
  }
}
