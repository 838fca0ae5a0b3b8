import { Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { WhatsAppEvents } from '../messages/whatsapp-events';
import { AppointmentDesk } from './appointment-desk.service';

/**
 * Meta's webhook for the clinic's WhatsApp number (set as the Callback URL of the WhatsApp app,
 * with WHATSAPP_VERIFY_TOKEN as its Verify token): the subscription check, then every call signed
 * with the app secret, each event handled once. A patient's button changes their appointment as
 * their own page does.
 */
@ApiExcludeController()
@Controller('whatsapp/webhook')
export class WhatsAppWebhookController {
  constructor(
    private readonly events: WhatsAppEvents,
    private readonly desk: AppointmentDesk,
  ) {}

  @Get()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  verify(@Query('hub.mode') mode: unknown, @Query('hub.verify_token') token: unknown, @Query('hub.challenge') challenge: unknown): string {
    return this.events.verify(mode, token, challenge);
  }

  /** The body arrives as raw bytes (app.setup.ts): the signature is over exactly those. */
  @Post()
  @HttpCode(HttpStatus.OK)
  async receive(@Req() req: Request) {
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
    this.events.checkSignature(raw, req.get('x-hub-signature-256'));
    const { handled, repeated } = await this.events.handle(raw!, (manager, reply) => this.desk.replyOnWhatsApp(manager, reply));
    return { success: true, handled, repeated };
  }
}
